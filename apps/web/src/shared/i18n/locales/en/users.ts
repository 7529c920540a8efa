const users = {
  profile: {
    loading: 'Loading the profile',
    settings: 'Settings',
    livesIn: 'Lives in {{city}}',
    nowIn: 'Now in {{city}}',
    about: 'About',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    bookMeeting: 'Book a meeting',
    socialOn: '{{name}} on {{network}}',
    networks: { linkedin: 'LinkedIn', twitter: 'X (Twitter)', instagram: 'Instagram' },
    viewPicture: 'View the profile picture of {{name}}',
    pictureAlt: 'Profile picture of {{name}}',
    positionAtCompany: '{{position}} at {{company}}',
    subscribe: 'Tell me when {{name}} is in my town',
    subscribeLead:
      '{{name}} is on Here & There, the invite-only network for people who travel. Sign up for free and we will tell you when {{name}} comes to your city.',
    subscribeNote: 'Nobody learns more about you than your name.',
    nothingShared: '{{name}} has not shared anything else.',
    ownNothingShared: 'Add a bio, your work and your links in Settings so people know who they are meeting.',
    notFoundHint: 'The link may be mistyped, or the member has left Here & There.',
    failedHint: 'This profile could not be loaded. Check your connection and try again.',
  },
  picture: {
    title: 'Profile picture',
  },
  privacy: {
    visibilityTitle: 'Who sees what',
    visibilityLead:
      'Choose who sees each part of your profile. Visitors who are not signed in see only what is visible to everyone, and never your bio.',
    fields: {
      profile: 'Profile',
      location: 'Home city',
      last_name: 'Last name',
      phone: 'Phone number',
      email: 'Email',
      linkedin: 'LinkedIn',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
    },
    fieldHints: {
      profile: 'Your bio, work and meeting link',
      location: 'Your home city and where you are today',
      last_name: 'Everyone else sees only your first name',
      phone: 'Your verified mobile number',
      email: 'The address you sign in with',
      linkedin: 'Your LinkedIn profile link',
      twitter: 'Your X profile link',
      instagram: 'Your Instagram profile link',
    },
    levels: {
      public: 'Visible to everyone',
      'general-network': 'Visible only to people you know',
      'close-network': 'Visible only to people you are close to',
      hidden: 'Visible only to you',
    },
    notificationsTitle: 'Notifications',
    notificationsLead:
      'How we tell you when your people are in town. Every alert also waits for you in your notifications.',
    channels: {
      push: 'Push notifications',
      email: 'Email',
      sms: 'Text messages (SMS)',
    },
    channelHints: {
      push: 'On your phone and in this browser',
      email: 'To the address you signed up with',
      sms: 'To your verified mobile number',
    },
    pushHere: {
      refused:
        'This browser is not allowed to show our notifications. Allow them in its site settings (the icon beside the address), then turn push notifications off and on again. Your choice is saved for your other devices.',
      unsupported:
        'This browser cannot receive push notifications. Your choice is saved: your phone and other browsers will get them.',
      failed:
        'We could not set up push notifications in this browser just now. Your choice is saved; turn them off and on again to retry.',
    },
    leadDays: 'Alert me',
    leadDayOne: '1 day before',
    leadDaysOther: '{{count}} days before',
    leadDaysHint: 'Before one of your people comes to your city, or you arrive in theirs',
    notSaved: 'Your change could not be saved. Try again.',
    digest: {
      title: 'Daily digest',
      lead: "Crossings and your network's trips in one email a day, in place of one email each. You still see each one in the app at once.",
      switch: 'One email a day',
      hint: 'Only on days with something new',
      time: 'Send it at',
      timeHint: 'The time in your home city',
    },
  },
  deleteAccount: {
    title: 'Are you sure?',
    lead: 'Deleting your account cannot be undone. It removes:',
    removes: [
      'Your profile, picture and settings',
      'Your trips and contacts',
      'Your connections and community memberships',
      'Your sign-ins on every device',
    ],
    messagesNote: 'Messages you sent stay in their conversations without your name.',
    confirmLabel: 'Type “{{word}}” to confirm',
    cancel: 'Cancel',
    confirm: 'Delete my account',
    deleted: 'Your account has been deleted',
  },
  pro: {
    title: 'Go Pro',
    body: 'See where your people are: the map of your network, your crossings and search.',
    becomePro: 'Become Pro',
  },
} as const;

export default users;
