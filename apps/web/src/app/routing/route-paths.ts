import { matchPath } from 'react-router';

export type ExperiencePage = 'network' | 'communities' | 'profile';

export const spheresTabs = ['connections', 'contacts'] as const;
export type SpheresTab = (typeof spheresTabs)[number];

/** SPEC §2 `/inbox/{tab}`: the chats in use, and those the member put away. */
export const inboxTabs = ['active', 'archived'] as const;
export type InboxTab = (typeof inboxTabs)[number];

/** The Here & There dashboard's tabs (`/?tab=`), each also a page of its own under `/dashboard/`. */
export const dashboardTabs = ['users', 'trips', 'events', 'alerts', 'contacts'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/**
 * The tab `?tab=` asks for. SPEC §2 links to the home screen with `tab=here` or `tab=there`: both
 * are the people tab, where here and there are side by side. Anything else opens the people tab.
 */
export function dashboardTabOf(value: string | null): DashboardTab {
  if (value === 'here' || value === 'there') return 'users';
  return dashboardTabs.find((tab) => tab === value) ?? 'users';
}
/** The dashboard's lists that are also swipe decks (`/dashboard/{deck}/swipe`); contacts have their own. */
export const dashboardDecks = ['users', 'trips', 'alerts'] as const;
export type DashboardDeck = (typeof dashboardDecks)[number];

export const routes = {
  home: '/',
  login: '/auth/login',
  loginContacts: '/auth/login-ec',
  signup: '/auth/signup',
  subscriberSignup: '/auth/subscriber-signup',
  phoneLogin: '/auth/phone-login',
  phoneLoginConfirm: '/auth/phone-login-confirm',
  resetPassword: '/auth/reset-password',
  resetPasswordConfirm: '/auth/reset-password-confirm',
  impersonate: '/auth/impersonate',
  experience: (page: ExperiencePage) => `/auth/experience/${page}`,
  welcome: (step = 1) => `/onboarding/welcome/${step}`,
  onboarding: (step = 1) => `/onboarding/${step}`,
  subscriberOnboarding: (step = 1) => `/onboarding/subscriber/${step}`,
  phoneVerification: '/phone-verification',
  usersMap: '/users/map',
  user: (userId: string) => `/users/${userId}`,
  editUser: (userId: string) => `/users/edit/${userId}`,
  createUser: '/users/create',
  myAccount: (tab: 'profile' | 'privacy' | 'calendar' = 'profile') => `/my-account/${tab}`,
  accountSettings: '/my-account/profile',
  privacySettings: '/my-account/privacy',
  inbox: '/inbox/active',
  inboxTab: (tab: InboxTab) => `/inbox/${tab}`,
  chat: (chatId: string) => `/inbox/view/${chatId}`,
  editChat: (chatId: string) => `/inbox/edit/${chatId}`,
  notifications: '/notifications',
  trips: '/dashboard/trips',
  myTrips: '/trips',
  trip: (tripId: string) => `/trips/${tripId}`,
  tripNotifications: (tripId: string) => `/trips/edit/${tripId}/notifications`,
  search: '/search/top',
  integrations: '/integrations',
  /** Where a provider's consent screen sends the browser back once a connection is made. */
  integrationConnected: (connection: 'google' | 'outlook') => `/integrations/${connection}/success`,
  network: '/network',
  networks: '/networks',
  connections: '/spheres/connections',
  spheres: (tab: SpheresTab) => `/spheres/${tab}`,
  contacts: '/contacts',
  contactsSwipe: '/dashboard/contacts/swipe',
  recentUsers: '/dashboard/users/recent',
  dashboard: (tab: DashboardTab) => `/?tab=${tab}`,
  dashboardPage: (tab: DashboardTab) => `/dashboard/${tab}`,
  dashboardSwipe: (deck: DashboardDeck) => `/dashboard/${deck}/swipe`,
  around: '/around',
  events: '/events',
  /** An event opened over the events screen: the link notifications, emails and shares carry. */
  event: (eventId: string) => `/events?event=${eventId}`,
  terms: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  feedback: '/feedback',
  /** Where an email's unsubscribe link leads, signed in or not. */
  unsubscribe: '/unsubscribe',
} as const;

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/** SPEC §2 "Without login". The confirm step of phone login is included: the visitor is still signing in. */
const publicPatterns = [
  '/auth/phone-login',
  '/auth/phone-login-confirm',
  '/auth/login',
  '/auth/login-ec',
  '/auth/reset-password',
  '/auth/reset-password-confirm',
  '/auth/signup',
  '/auth/subscriber-signup',
  '/auth/impersonate',
  '/auth/experience/*',
  '/users/:userId',
  '/invitation/:token',
  '/invitation/community/:token',
  '/communities/:communityId',
  '/communities/:communityId/:channelId/auth',
  // The events screen shows a visitor the public events, and the event a shared link names.
  '/events',
  '/privacy-policy',
  '/terms-and-conditions',
  '/integrations',
  '/integrations/:connection/success',
  '/feedback',
  '/onboarding/welcome/:step',
  // An email's unsubscribe link works without signing in: its token is all it needs.
  '/unsubscribe',
] as const;

/** Fixed paths that the public `/users/:userId` pattern would otherwise swallow. */
const memberOnlyUserPaths = ['/users/map', '/users/create'] as const;

export const isPublicPath = (pathname: string) =>
  !matchesAny(memberOnlyUserPaths, pathname) && matchesAny(publicPatterns, pathname);

/** Sign-in and onboarding screens: only a centred logo in the top bar, no navigation around them. */
const focusedPatterns = ['/auth/*', '/onboarding/*', '/phone-verification'] as const;
export const isFocusedPath = (pathname: string) => matchesAny(focusedPatterns, pathname);

/** SPEC §2 "Layout": screens that need the whole height, so the bottom navigation steps aside. */
const bottomNavHiddenPatterns = [
  '/onboarding/*',
  '/phone-verification',
  '/inbox/view/:chatId',
  '/communities/edit/:communityId',
  '/communities/:communityId/details',
  '/communities/:communityId/general',
  '/communities/:communityId/edit/:channelId',
  '/communities/:communityId/channel/:channelId',
  '/communities/:communityId/:channelId',
  '/communities/:communityId/:channelId/details',
  '/communities/:communityId/:channelId/general',
] as const;
export const isBottomNavHidden = (pathname: string) => matchesAny(bottomNavHiddenPatterns, pathname);

/** SPEC §2 "Layout": on search the top bar holds the search field in place of the logo. */
export const isSearchPath = (pathname: string) => pathname.startsWith('/search/');

export const isOnboardingOrCommunityPath = (pathname: string) =>
  pathname === '/onboarding' ||
  pathname.startsWith('/onboarding/') ||
  pathname === '/communities' ||
  pathname.startsWith('/communities/');
