import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { type Location, matchRoutes, type Params } from 'react-router';
import { communityQueryOptions } from '../../features/communities/community-keys.ts';
import { preloadDashboardPanel } from '../../features/dashboard/panels/panel-screens.ts';
import { readEventFilters } from '../../features/events/event-filters.ts';
import { eventPagesQueryOptions, eventQueryOptions } from '../../features/events/event-keys.ts';
import { isMemberId } from '../../features/users/profile-link.ts';
import { userQueryOptions } from '../../features/users/user-keys.ts';
import { type LazyScreen, lazyScreen } from '../../shared/ui/lazy-screen.ts';
import { CatchAll } from './CatchAll.tsx';
import { dashboardTabOf, dashboardTabs } from './route-paths.ts';

const LoginScreen = lazyScreen(() => import('../../features/auth/screens/LoginScreen.tsx'), 'auth');
const SignupScreen = lazyScreen(() => import('../../features/auth/screens/SignupScreen.tsx'), 'auth');
const ResetPasswordScreen = lazyScreen(() => import('../../features/auth/screens/ResetPasswordScreen.tsx'), 'auth');
const ResetPasswordConfirmScreen = lazyScreen(
  () => import('../../features/auth/screens/ResetPasswordConfirmScreen.tsx'),
  'auth',
);
const PhoneLoginScreen = lazyScreen(() => import('../../features/auth/screens/PhoneLoginScreen.tsx'), 'auth');
const PhoneLoginConfirmScreen = lazyScreen(
  () => import('../../features/auth/screens/PhoneLoginConfirmScreen.tsx'),
  'auth',
);
const ImpersonateScreen = lazyScreen(() => import('../../features/auth/screens/ImpersonateScreen.tsx'), 'auth');
const PhoneVerificationScreen = lazyScreen(
  () => import('../../features/auth/screens/PhoneVerificationScreen.tsx'),
  'auth',
);
const ExperienceScreen = lazyScreen(() => import('../../features/onboarding/ExperienceScreen.tsx'), 'onboarding');
const WelcomeScreen = lazyScreen(() => import('../../features/onboarding/WelcomeScreen.tsx'), 'onboarding');
const OnboardingScreen = lazyScreen(
  () => import('../../features/onboarding/OnboardingScreen.tsx'),
  'onboarding',
  'profile',
);
const LegalScreen = lazyScreen(() => import('../../features/legal/LegalScreen.tsx'), 'legal');
const FeedbackScreen = lazyScreen(() => import('../../features/feedback/FeedbackScreen.tsx'));
// The forwarding address card on it speaks in the trips' words.
const IntegrationsScreen = lazyScreen(
  () => import('../../features/integrations/IntegrationsScreen.tsx'),
  'integrations',
  'trips',
);
const IntegrationConnectedScreen = lazyScreen(
  () => import('../../features/integrations/IntegrationConnectedScreen.tsx'),
  'integrations',
);
const UsersMapScreen = lazyScreen(() => import('../../features/map/UsersMapScreen.tsx'), 'map');
const DashboardScreen = lazyScreen(() => import('../../features/dashboard/DashboardScreen.tsx'), 'dashboard');
const DashboardPageScreen = lazyScreen(() => import('../../features/dashboard/DashboardPageScreen.tsx'), 'dashboard');
const RecentUsersScreen = lazyScreen(() => import('../../features/dashboard/RecentUsersScreen.tsx'), 'dashboard');
const DashboardSwipeScreen = lazyScreen(() => import('../../features/dashboard/DashboardSwipeScreen.tsx'), 'dashboard');
const AroundScreen = lazyScreen(() => import('../../features/around/AroundScreen.tsx'), 'dashboard');
const EventsScreen = lazyScreen(() => import('../../features/events/screens/EventsScreen.tsx'), 'events');
const MyAccountScreen = lazyScreen(() => import('../../features/profile/screens/MyAccountScreen.tsx'), 'profile');
const EditUserScreen = lazyScreen(() => import('../../features/profile/screens/EditUserScreen.tsx'), 'profile');
const CreateUserScreen = lazyScreen(() => import('../../features/profile/screens/CreateUserScreen.tsx'), 'profile');
const UserProfileScreen = lazyScreen(() => import('../../features/users/UserProfileScreen.tsx'), 'users');
const SpheresScreen = lazyScreen(() => import('../../features/contacts/screens/SpheresScreen.tsx'), 'contacts');
const ContactsScreen = lazyScreen(() => import('../../features/contacts/screens/ContactsScreen.tsx'), 'contacts');
const ContactSwipeScreen = lazyScreen(
  () => import('../../features/contacts/screens/ContactSwipeScreen.tsx'),
  'contacts',
);
const MyTripsScreen = lazyScreen(() => import('../../features/trips/screens/MyTripsScreen.tsx'), 'trips');
const TripScreen = lazyScreen(() => import('../../features/trips/screens/TripScreen.tsx'), 'trips');
const EditTripScreen = lazyScreen(() => import('../../features/trips/screens/EditTripScreen.tsx'), 'trips');
const TripNotificationsScreen = lazyScreen(
  () => import('../../features/trips/screens/TripNotificationsScreen.tsx'),
  'trips',
);
const NotificationsScreen = lazyScreen(
  () => import('../../features/notifications/NotificationsScreen.tsx'),
  'notifications',
);
const UnsubscribeScreen = lazyScreen(
  () => import('../../features/notifications/UnsubscribeScreen.tsx'),
  'notifications',
  'auth',
);
const CommunitiesScreen = lazyScreen(
  () => import('../../features/communities/screens/CommunitiesScreen.tsx'),
  'communities',
);
const CommunityScreen = lazyScreen(
  () => import('../../features/communities/screens/CommunityScreen.tsx'),
  'communities',
);
const CommunityDetailsScreen = lazyScreen(
  () => import('../../features/communities/screens/CommunityDetailsScreen.tsx'),
  'communities',
);
const CommunityMemberScreen = lazyScreen(
  () => import('../../features/communities/screens/CommunityMemberScreen.tsx'),
  'communities',
);
const EditCommunityScreen = lazyScreen(
  () => import('../../features/communities/screens/EditCommunityScreen.tsx'),
  'communities',
);
const ChannelScreen = lazyScreen(() => import('../../features/communities/screens/ChannelScreen.tsx'), 'communities');
const ChannelDetailsScreen = lazyScreen(
  () => import('../../features/communities/screens/ChannelDetailsScreen.tsx'),
  'communities',
);
const ChannelAuthScreen = lazyScreen(
  () => import('../../features/communities/screens/ChannelAuthScreen.tsx'),
  'communities',
  'auth',
);
const EditChannelScreen = lazyScreen(
  () => import('../../features/communities/screens/EditChannelScreen.tsx'),
  'communities',
);
const CommunityInvitationScreen = lazyScreen(
  () => import('../../features/communities/screens/CommunityInvitationScreen.tsx'),
  'communities',
  'auth',
);
const SearchScreen = lazyScreen(() => import('../../features/search/SearchScreen.tsx'), 'search', 'contacts');
const InboxScreen = lazyScreen(() => import('../../features/messaging/screens/InboxScreen.tsx'), 'messaging');
const InvitationScreen = lazyScreen(
  () => import('../../features/invitations/InvitationScreen.tsx'),
  'invitations',
  'auth',
);

/**
 * The review queue's data, with the screens it heads: its code comes with theirs (their chunks
 * import it), so the entry carries none of it.
 */
const preloadReviewQueue = (queryClient: QueryClient) =>
  import('../../features/imports/review-queue.ts').then((queue) => queue.preloadReviewQueue(queryClient));

/** Where the app is going: what a screen may ask for before React reaches it. */
export interface Navigation {
  params: Params;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
}

export interface ScreenRoute {
  path: string;
  element: ReactElement;
  /**
   * Requests the screen's code and first data together, at navigation (DESIGN §7: no waterfall);
   * settles when both are in (a failed request settles it too: the screen shows the failure).
   */
  preload: (navigation: Navigation) => Promise<unknown>;
}

/** A screen at `path`; `prefetch` asks for what it shows first, beside its code. */
function screen<Props extends object>(
  path: string,
  Screen: LazyScreen<Props>,
  props: NoInfer<Props>,
  prefetch?: (navigation: Navigation) => Promise<unknown>,
): ScreenRoute {
  return {
    path,
    element: createElement(Screen, props),
    preload: (navigation) => Promise.allSettled([Screen.preload(), prefetch?.(navigation)]),
  };
}

const noProps = {};

/** Only screens that exist are registered; every other path falls to the catch-all rule (SPEC §2). */
export const screenRoutes: ScreenRoute[] = [
  screen('/auth/login', LoginScreen, { variant: 'standard' }),
  screen('/auth/login-ec', LoginScreen, { variant: 'contacts' }),
  screen('/auth/signup', SignupScreen, { variant: 'member' }),
  screen('/auth/subscriber-signup', SignupScreen, { variant: 'subscriber' }),
  screen('/auth/reset-password', ResetPasswordScreen, noProps),
  screen('/auth/reset-password-confirm', ResetPasswordConfirmScreen, noProps),
  screen('/auth/phone-login', PhoneLoginScreen, noProps),
  screen('/auth/phone-login-confirm', PhoneLoginConfirmScreen, noProps),
  screen('/auth/impersonate', ImpersonateScreen, noProps),
  screen('/auth/experience/:page', ExperienceScreen, noProps),
  screen('/onboarding/welcome/:step', WelcomeScreen, noProps),
  screen('/onboarding/subscriber/:step', OnboardingScreen, { variant: 'subscriber' }),
  screen('/onboarding/:step', OnboardingScreen, { variant: 'member' }),
  screen('/phone-verification', PhoneVerificationScreen, noProps),
  screen('/terms-and-conditions', LegalScreen, { document: 'terms' }),
  screen('/privacy-policy', LegalScreen, { document: 'privacy' }),
  screen('/feedback', FeedbackScreen, noProps),
  screen('/integrations', IntegrationsScreen, noProps),
  screen('/integrations/:connection/success', IntegrationConnectedScreen, noProps),
  screen('/users/map', UsersMapScreen, noProps),
  screen('/users/create', CreateUserScreen, noProps),
  screen('/users/edit/:userId', EditUserScreen, noProps),
  screen('/my-account', MyAccountScreen, noProps),
  screen('/my-account/:tab', MyAccountScreen, noProps),
  screen('/users/:userId', UserProfileScreen, noProps, async ({ params, queryClient }) => {
    if (isMemberId(params.userId)) await queryClient.prefetchQuery(userQueryOptions(params.userId));
  }),
  screen('/spheres/:tab', SpheresScreen, noProps),
  screen('/contacts', ContactsScreen, noProps),
  screen('/dashboard/contacts/swipe', ContactSwipeScreen, noProps),
  screen('/', DashboardScreen, noProps, ({ searchParams, queryClient }) =>
    Promise.allSettled([
      preloadReviewQueue(queryClient),
      preloadDashboardPanel(queryClient, dashboardTabOf(searchParams.get('tab')), searchParams.get('trip')),
    ]),
  ),
  screen('/dashboard/users/recent', RecentUsersScreen, noProps),
  screen('/dashboard/:page', DashboardPageScreen, noProps, async ({ params, queryClient }) => {
    const tab = dashboardTabs.find((name) => name === params.page);
    if (tab) await preloadDashboardPanel(queryClient, tab, null);
  }),
  screen('/dashboard/:deck/swipe', DashboardSwipeScreen, noProps),
  screen('/around', AroundScreen, noProps),
  screen('/events', EventsScreen, noProps, ({ searchParams, queryClient }) => {
    const eventId = searchParams.get('event');
    return Promise.all([
      searchParams.get('tab') !== 'mine' &&
        queryClient.prefetchInfiniteQuery(eventPagesQueryOptions(readEventFilters(searchParams).query)),
      isMemberId(eventId) && queryClient.prefetchQuery(eventQueryOptions(eventId)),
    ]);
  }),
  screen('/trips', MyTripsScreen, noProps, ({ queryClient }) => preloadReviewQueue(queryClient)),
  screen('/trips/:tripId', TripScreen, noProps),
  screen('/trips/edit/:tripId', EditTripScreen, noProps),
  screen('/trips/edit/:tripId/notifications', TripNotificationsScreen, noProps),
  screen('/notifications', NotificationsScreen, noProps),
  screen('/search/:tab', SearchScreen, noProps),
  screen('/unsubscribe', UnsubscribeScreen, noProps),
  // The chats themselves come with the prefetch after sign-in (SPEC §2), not with the screen.
  screen('/inbox/view/:chatId', InboxScreen, { pane: 'view' }),
  screen('/inbox/edit/:chatId', InboxScreen, { pane: 'edit' }),
  screen('/inbox/:tab', InboxScreen, { pane: 'list' }),
  screen('/invitation/:token', InvitationScreen, noProps),
  screen('/invitation/community/:token', CommunityInvitationScreen, noProps),
  screen('/networks', CommunitiesScreen, { variant: 'networks' }),
  screen('/network', CommunitiesScreen, { variant: 'network' }),
  screen('/communities', CommunitiesScreen, { variant: 'networks' }),
  screen('/communities/edit/:communityId', EditCommunityScreen, noProps),
  screen('/communities/:communityId', CommunityScreen, noProps, async ({ params, queryClient }) => {
    if (isMemberId(params.communityId)) await queryClient.prefetchQuery(communityQueryOptions(params.communityId));
  }),
  screen('/communities/:communityId/details', CommunityDetailsScreen, noProps),
  screen('/communities/:communityId/general', ChannelScreen, noProps),
  screen('/communities/:communityId/user/:userId', CommunityMemberScreen, noProps),
  screen('/communities/:communityId/channel/:channelId', ChannelScreen, noProps),
  screen('/communities/:communityId/edit/:channelId', EditChannelScreen, noProps),
  screen('/communities/:communityId/:channelId', ChannelScreen, noProps),
  screen('/communities/:communityId/:channelId/general', ChannelScreen, noProps),
  screen('/communities/:communityId/:channelId/details', ChannelDetailsScreen, noProps),
  screen('/communities/:communityId/:channelId/auth', ChannelAuthScreen, noProps),
  { path: '*', element: createElement(CatchAll), preload: () => Promise.resolve() },
];

/** Starts the downloads the screen at `location` needs, all at once (see `ScreenRoute.preload`). */
export async function preloadScreen(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient) {
  const [match] = matchRoutes(screenRoutes, location) ?? [];
  await match?.route.preload({ params: match.params, searchParams: new URLSearchParams(location.search), queryClient });
}
