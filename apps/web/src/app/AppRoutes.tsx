import { BrowserRouter, Route, Routes } from 'react-router';
import { DialogNames } from '../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../shared/ui/lazy-screen.ts';
import { isDialogName } from './dialogs/dialog-registry.ts';
import { AppShell } from './layout/AppShell.tsx';
import { ShellStateProvider } from './layout/ShellStateProvider.tsx';
import { CatchAll } from './routing/CatchAll.tsx';
import { RouteGuard } from './routing/RouteGuard.tsx';

const LoginScreen = lazyScreen(() => import('../features/auth/screens/LoginScreen.tsx'), 'auth');
const SignupScreen = lazyScreen(() => import('../features/auth/screens/SignupScreen.tsx'), 'auth');
const ResetPasswordScreen = lazyScreen(() => import('../features/auth/screens/ResetPasswordScreen.tsx'), 'auth');
const ResetPasswordConfirmScreen = lazyScreen(
  () => import('../features/auth/screens/ResetPasswordConfirmScreen.tsx'),
  'auth',
);
const PhoneLoginScreen = lazyScreen(() => import('../features/auth/screens/PhoneLoginScreen.tsx'), 'auth');
const PhoneLoginConfirmScreen = lazyScreen(
  () => import('../features/auth/screens/PhoneLoginConfirmScreen.tsx'),
  'auth',
);
const ImpersonateScreen = lazyScreen(() => import('../features/auth/screens/ImpersonateScreen.tsx'), 'auth');
const PhoneVerificationScreen = lazyScreen(
  () => import('../features/auth/screens/PhoneVerificationScreen.tsx'),
  'auth',
);
const ExperienceScreen = lazyScreen(() => import('../features/onboarding/ExperienceScreen.tsx'), 'onboarding');
const WelcomeScreen = lazyScreen(() => import('../features/onboarding/WelcomeScreen.tsx'), 'onboarding');
const OnboardingScreen = lazyScreen(
  () => import('../features/onboarding/OnboardingScreen.tsx'),
  'onboarding',
  'profile',
);
const LegalScreen = lazyScreen(() => import('../features/legal/LegalScreen.tsx'), 'legal');
const FeedbackScreen = lazyScreen(() => import('../features/feedback/FeedbackScreen.tsx'));
const UsersMapScreen = lazyScreen(() => import('../features/map/UsersMapScreen.tsx'), 'map');
const DashboardScreen = lazyScreen(() => import('../features/dashboard/DashboardScreen.tsx'), 'dashboard');
const DashboardPageScreen = lazyScreen(() => import('../features/dashboard/DashboardPageScreen.tsx'), 'dashboard');
const RecentUsersScreen = lazyScreen(() => import('../features/dashboard/RecentUsersScreen.tsx'), 'dashboard');
const DashboardSwipeScreen = lazyScreen(() => import('../features/dashboard/DashboardSwipeScreen.tsx'), 'dashboard');
const AroundScreen = lazyScreen(() => import('../features/around/AroundScreen.tsx'), 'dashboard');
const MyAccountScreen = lazyScreen(() => import('../features/profile/screens/MyAccountScreen.tsx'), 'profile');
const EditUserScreen = lazyScreen(() => import('../features/profile/screens/EditUserScreen.tsx'), 'profile');
const CreateUserScreen = lazyScreen(() => import('../features/profile/screens/CreateUserScreen.tsx'), 'profile');
const UserProfileScreen = lazyScreen(() => import('../features/users/UserProfileScreen.tsx'), 'users');
const SpheresScreen = lazyScreen(() => import('../features/contacts/screens/SpheresScreen.tsx'), 'contacts');
const ContactsScreen = lazyScreen(() => import('../features/contacts/screens/ContactsScreen.tsx'), 'contacts');
const ContactSwipeScreen = lazyScreen(() => import('../features/contacts/screens/ContactSwipeScreen.tsx'), 'contacts');
const MyTripsScreen = lazyScreen(() => import('../features/trips/screens/MyTripsScreen.tsx'), 'trips');
const TripScreen = lazyScreen(() => import('../features/trips/screens/TripScreen.tsx'), 'trips');
const EditTripScreen = lazyScreen(() => import('../features/trips/screens/EditTripScreen.tsx'), 'trips');
const TripNotificationsScreen = lazyScreen(
  () => import('../features/trips/screens/TripNotificationsScreen.tsx'),
  'trips',
);
const NotificationsScreen = lazyScreen(
  () => import('../features/notifications/NotificationsScreen.tsx'),
  'notifications',
);
const InvitationScreen = lazyScreen(
  () => import('../features/invitations/InvitationScreen.tsx'),
  'invitations',
  'auth',
);

function RootLayout() {
  return (
    <DialogNames value={isDialogName}>
      <ShellStateProvider>
        <AppShell />
      </ShellStateProvider>
    </DialogNames>
  );
}

/**
 * Only screens that exist are registered; every other path falls to the catch-all rule. The
 * declarative router is enough here (no loaders) and keeps the data router out of the first download.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<RouteGuard />}>
            <Route path="/auth/login" element={<LoginScreen variant="standard" />} />
            <Route path="/auth/login-ec" element={<LoginScreen variant="contacts" />} />
            <Route path="/auth/signup" element={<SignupScreen variant="member" />} />
            <Route path="/auth/subscriber-signup" element={<SignupScreen variant="subscriber" />} />
            <Route path="/auth/reset-password" element={<ResetPasswordScreen />} />
            <Route path="/auth/reset-password-confirm" element={<ResetPasswordConfirmScreen />} />
            <Route path="/auth/phone-login" element={<PhoneLoginScreen />} />
            <Route path="/auth/phone-login-confirm" element={<PhoneLoginConfirmScreen />} />
            <Route path="/auth/impersonate" element={<ImpersonateScreen />} />
            <Route path="/auth/experience/:page" element={<ExperienceScreen />} />
            <Route path="/onboarding/welcome/:step" element={<WelcomeScreen />} />
            <Route path="/onboarding/subscriber/:step" element={<OnboardingScreen variant="subscriber" />} />
            <Route path="/onboarding/:step" element={<OnboardingScreen variant="member" />} />
            <Route path="/phone-verification" element={<PhoneVerificationScreen />} />
            <Route path="/terms-and-conditions" element={<LegalScreen document="terms" />} />
            <Route path="/privacy-policy" element={<LegalScreen document="privacy" />} />
            <Route path="/feedback" element={<FeedbackScreen />} />
            <Route path="/users/map" element={<UsersMapScreen />} />
            <Route path="/users/create" element={<CreateUserScreen />} />
            <Route path="/users/edit/:userId" element={<EditUserScreen />} />
            <Route path="/my-account" element={<MyAccountScreen />} />
            <Route path="/my-account/:tab" element={<MyAccountScreen />} />
            <Route path="/users/:userId" element={<UserProfileScreen />} />
            <Route path="/spheres/:tab" element={<SpheresScreen />} />
            <Route path="/contacts" element={<ContactsScreen />} />
            <Route path="/dashboard/contacts/swipe" element={<ContactSwipeScreen />} />
            <Route path="/" element={<DashboardScreen />} />
            <Route path="/dashboard/users/recent" element={<RecentUsersScreen />} />
            <Route path="/dashboard/:page" element={<DashboardPageScreen />} />
            <Route path="/dashboard/:deck/swipe" element={<DashboardSwipeScreen />} />
            <Route path="/around" element={<AroundScreen />} />
            <Route path="/trips" element={<MyTripsScreen />} />
            <Route path="/trips/:tripId" element={<TripScreen />} />
            <Route path="/trips/edit/:tripId" element={<EditTripScreen />} />
            <Route path="/trips/edit/:tripId/notifications" element={<TripNotificationsScreen />} />
            <Route path="/notifications" element={<NotificationsScreen />} />
            <Route path="/invitation/:token" element={<InvitationScreen />} />
            <Route path="*" element={<CatchAll />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
