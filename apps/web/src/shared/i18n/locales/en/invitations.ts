const invitations = {
  screen: {
    title: '{{name}} invites you to Here & There',
    greeting: 'Hi {{name}},',
    lead: 'Here & There is the invite-only network for people who travel. Sign up and you join connected with {{name}}, so you both learn ahead of time when your paths cross.',
    signUp: 'Sign up',
    haveAccount: 'Already a member?',
    logIn: 'Log in',
    memberTitle: '{{name}} invited you to Here & There',
    memberLead: 'You are a member already. See {{name}}’s profile and how you are connected.',
    viewProfile: 'View {{name}}’s profile',
    invalidHint: 'Ask the person who invited you for a new link. If you already have an account, log in.',
    invalidMemberHint: 'An invitation works once. Your network is waiting for you in your connections.',
    openConnections: 'Open your connections',
    failedHint: 'The invitation could not be loaded. Check your connection and try again.',
  },
  dialog: {
    title: 'Invite by email',
    lead: 'We email them a link to join Here & There. Once they sign up, you are connected.',
    email: 'Email address',
    cancel: 'Cancel',
    send: 'Send invitation',
  },
} as const;

export default invitations;
