const integrations = {
  title: 'Integrations',
  lead: 'Connect your mail and calendar, and the trips in your booking confirmations add themselves, marked To Confirm. Nobody sees them until you confirm them.',
  readOnly: 'We only read: nothing is sent, changed or deleted in your mailbox, and our access is stored encrypted.',
  connections: {
    google: {
      name: 'Google',
      service: 'Gmail and Google Calendar',
      reads: [
        'Booking confirmations in your Gmail from the last 90 days, then new ones as they arrive',
        'Upcoming events in your Google Calendar, such as the flights Gmail adds',
      ],
    },
    outlook: {
      name: 'Outlook',
      service: 'Outlook.com and Microsoft 365 mail and calendar',
      reads: [
        'Booking confirmations in your Outlook mail from the last 90 days, then new ones as they arrive',
        'Upcoming events in your Outlook calendar',
      ],
    },
  },
  connected: 'Connected',
  notConnected: 'Not connected',
  unavailable: 'Not available on this server',
  connect: 'Connect',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect {{name}}?',
  disconnectBody:
    'We stop reading your {{name}} mail and calendar and ask {{name}} to take back our access. Trips already imported stay yours.',
  outlookRevokeHint:
    'Microsoft does not let apps take back their own access: to remove it there too, open the app permissions of your Microsoft account.',
  cancel: 'Cancel',
  disconnected: '{{name}} disconnected',
  loading: 'Loading your connections',
  failed: 'Your connections could not be loaded. Check your connection and try again.',
  connectFailed: 'Connecting {{name}} did not work. Try again.',
  alreadyLinked: 'This {{name}} account is already connected to another member.',
  signedOut: 'Sign in to connect your mail and calendar.',
  signIn: 'Sign in',
  success: {
    title: '{{name}} is connected',
    body: 'We are reading your booking confirmations now. The trips we find appear on your dashboard marked To Confirm.',
    back: 'Back to integrations',
    returning: 'Taking you back to your integrations in a moment.',
  },
};

export default integrations;
