const auth = {
  brand: {
    headline: 'Know when your people are in the same city as you.',
    levels: 'Sort the people you know into close, general or public, and decide who sees each trip.',
    crossings:
      'We tell you ahead of time when paths cross: they come to your city, you go to theirs, or you both land in the same place.',
    inviteOnly: 'Invite-only. Every member was invited by someone who knows them.',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    passwordHint: 'At least 8 characters, including a number.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile number',
    phoneHint: 'With country code, for example +49 151 23456789',
    code: '6-digit code',
  },
  login: {
    standard: {
      title: 'Welcome back',
      subtitle: 'Sign in to see who is here, and who is there.',
    },
    contacts: {
      title: 'Find your people',
      subtitle: 'Sign in to see which of your contacts are here, and where your paths are about to cross.',
    },
    forgotPassword: 'Forgot password?',
    submit: 'Sign in',
    withPhone: 'Sign in with your phone number',
    or: 'or',
    continueWith: 'Continue with {{provider}}',
    noAccount: 'New to Here & There?',
    createAccount: 'Create an account',
    curious: 'Curious first?',
    howItWorks: 'See how it works',
    finishing: 'Signing you in…',
  },
  signup: {
    member: {
      title: 'Create your account',
      subtitle: 'Join the people you travel with and learn when your paths cross.',
    },
    subscriber: {
      title: 'Know when your friend is in town',
      titleWithPerson: 'Know when {{person}} is in town',
      subtitle:
        'Create a free account and we will tell you when they travel to your city. Nobody learns more about you than your name.',
    },
    acceptTerms: 'I accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.',
    submit: 'Create account',
    haveAccount: 'Already a member?',
    signIn: 'Sign in',
  },
  reset: {
    title: 'Reset your password',
    subtitle: 'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    backToLogin: 'Back to sign in',
  },
  resetConfirm: {
    title: 'Choose a new password',
    subtitle: 'Pick a password you do not use anywhere else.',
    submit: 'Save new password',
    done: 'Your password has been changed. Sign in with the new one.',
    requestNew: 'Request a new link',
  },
  phone: {
    title: 'Sign in with your phone',
    subtitle: 'We will text you a 6-digit code to confirm it is you.',
    submit: 'Send code',
    preferEmail: 'Prefer your email?',
    useEmail: 'Sign in with email',
  },
  phoneConfirm: {
    title: 'Enter your code',
    subtitle: 'We sent a 6-digit code to {{phoneNumber}}. It is valid for 5 minutes.',
    submit: 'Confirm',
    noCode: 'No code?',
    resend: 'Resend code',
    resent: 'We sent you a new code',
    changeNumber: 'Use a different number',
  },
  impersonate: {
    working: 'Opening the member’s session…',
  },
  phoneVerification: {
    title: 'Verify your mobile number',
    subtitle: 'Your account needs a verified mobile number before you can continue.',
    why: 'Here & There is a network of real people. A verified number keeps fake accounts out and lets the people you invite recognise you.',
    how: 'Open the Here & There app on your phone, sign in and confirm your number with the code we text you. Then come back and sign in here again.',
    appStore: 'App Store',
    playStore: 'Google Play',
    signOut: 'Sign out',
  },
} as const;

export default auth;
