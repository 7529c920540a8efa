import { createBrowserRouter } from 'react-router';
import { AppShell } from './layout/AppShell.tsx';
import { ShellStateProvider } from './layout/ShellStateProvider.tsx';
import { CatchAll } from './routing/CatchAll.tsx';
import { lazyScreen } from './routing/lazy-screen.ts';
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
const OnboardingScreen = lazyScreen(() => import('../features/onboarding/OnboardingScreen.tsx'), 'onboarding');
const LegalScreen = lazyScreen(() => import('../features/legal/LegalScreen.tsx'), 'legal');
const FeedbackScreen = lazyScreen(() => import('../features/feedback/FeedbackScreen.tsx'));
const UsersMapScreen = lazyScreen(() => import('../features/users/UsersMapScreen.tsx'));

function RootLayout() {
  return (
    <ShellStateProvider>
      <AppShell />
    </ShellStateProvider>
  );
}

/** Only screens that exist are registered; every other path falls to the catch-all rule. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          { path: '/auth/login', element: <LoginScreen variant="standard" /> },
          { path: '/auth/login-ec', element: <LoginScreen variant="contacts" /> },
          { path: '/auth/signup', element: <SignupScreen variant="member" /> },
          { path: '/auth/subscriber-signup', element: <SignupScreen variant="subscriber" /> },
          { path: '/auth/reset-password', element: <ResetPasswordScreen /> },
          { path: '/auth/reset-password-confirm', element: <ResetPasswordConfirmScreen /> },
          { path: '/auth/phone-login', element: <PhoneLoginScreen /> },
          { path: '/auth/phone-login-confirm', element: <PhoneLoginConfirmScreen /> },
          { path: '/auth/impersonate', element: <ImpersonateScreen /> },
          { path: '/auth/experience/:page', element: <ExperienceScreen /> },
          { path: '/onboarding/welcome/:step', element: <WelcomeScreen /> },
          { path: '/onboarding/subscriber/:step', element: <OnboardingScreen variant="subscriber" /> },
          { path: '/onboarding/:step', element: <OnboardingScreen variant="member" /> },
          { path: '/phone-verification', element: <PhoneVerificationScreen /> },
          { path: '/terms-and-conditions', element: <LegalScreen document="terms" /> },
          { path: '/privacy-policy', element: <LegalScreen document="privacy" /> },
          { path: '/feedback', element: <FeedbackScreen /> },
          { path: '/users/map', element: <UsersMapScreen /> },
          { path: '*', element: <CatchAll /> },
        ],
      },
    ],
  },
]);
