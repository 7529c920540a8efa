const calendar = {
  title: 'Calendar feed',
  lead: 'Your confirmed trips and the events you are going to, in the calendar app you use.',
  address: 'Your private calendar address',
  addressHint: 'Anyone with this address sees your trips and events: keep it to yourself.',
  copy: 'Copy address',
  copied: 'Address copied',
  subscribe: 'Open in my calendar app',
  renew: 'Get a new address',
  renewTitle: 'Get a new address?',
  renewBody: 'The current address stops working at once. Calendars subscribed to it must subscribe to the new one.',
  renewed: 'New address ready. The old one no longer works.',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn the calendar feed off?',
  turnOffBody: 'The address stops working and calendars subscribed to it stop updating.',
  turnedOff: 'Calendar feed turned off',
  cancel: 'Cancel',
  off: 'Your calendar feed is off.',
  offHint: 'Turn it on to get a private address that calendar apps subscribe to.',
  turnOn: 'Turn on',
  turnedOn: 'Calendar feed turned on',
  loading: 'Loading your calendar feed',
  failed: 'Your calendar feed could not be loaded.',
  howTitle: 'How to subscribe',
  how: {
    google:
      'Google Calendar: on a computer, next to “Other calendars” choose +, then “From URL”, and paste the address.',
    apple: 'Apple Calendar: choose File, then “New Calendar Subscription…”, and paste the address.',
    outlook:
      'Outlook: choose “Add calendar”, then “Subscribe from web”, and paste the address. Calendars refresh on their own every few hours.',
  },
} as const;

export default calendar;
