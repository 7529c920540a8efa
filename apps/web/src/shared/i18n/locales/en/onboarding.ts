const onboarding = {
  welcome: {
    stepOf: 'Step {{step}} of {{total}}',
    next: 'Next',
    back: 'Back',
    signup: 'Create an account',
    login: 'I already have an account',
    slides: [
      {
        title: 'Your people, wherever they are',
        body: 'Here & There is a private network for people who travel. Add your home city and your trips, and see who will be around.',
      },
      {
        title: 'You choose who counts',
        body: 'Sort the people you know into close, general or public. Block anyone you never want to cross. Nobody sees more than you allow.',
      },
      {
        title: 'Crossings, here and there',
        body: 'When a friend comes to your city, when you visit theirs, or when you both land somewhere new, we tell you in time to meet.',
      },
      {
        title: 'Communities that travel with you',
        body: 'Join communities with channels and events, chat with members, and find out who from your circles is in town.',
      },
    ],
  },
  experience: {
    overline: 'How Here & There works',
    tabs: { network: 'Your network', communities: 'Communities', profile: 'Your profile' },
    cta: {
      title: 'Ready to see who is around?',
      body: 'Here & There is invite-only. If someone invited you, create your account with the email they used.',
      signup: 'Create an account',
      login: 'Sign in',
    },
    network: {
      title: 'A network that knows where you are going',
      lead: 'Everyone you know sits at the level you chose for them. Those levels decide who sees your trips, and whose trips you hear about.',
      sections: [
        {
          heading: 'Four levels, one for each person',
          intro:
            'Levels are yours alone: you may hold someone as close while they hold you as general. A connection becomes active once the other person accepts.',
          cards: [
            {
              title: 'Close',
              body: 'Your inner circle. They see trips you share with close people only, and you hear first when they are nearby.',
            },
            {
              title: 'General',
              body: 'People you know and are happy to meet. They see trips you share with your network.',
            },
            {
              title: 'Public',
              body: 'Everyone else on Here & There. They see only what you make public, and there is no connection between you.',
            },
            {
              title: 'Block',
              body: 'Blocked people and you disappear from each other: no profile, no trips, no crossings, no messages.',
            },
          ],
        },
        {
          heading: 'Crossings: here and there',
          intro:
            'A crossing is when two of you are within about 50 km of each other at the same time. We look ahead and tell you before it happens.',
          cards: [
            {
              title: 'They come here',
              body: 'A friend plans a trip to your home city. You get a heads-up two days before they arrive.',
            },
            {
              title: 'You go there',
              body: 'You add a trip to a city where someone in your network lives. We show who you could see.',
            },
            {
              title: 'Same place, same time',
              body: 'You both travel to the same city on overlapping dates, even if neither of you lives there.',
            },
            {
              title: 'Near misses',
              body: 'Leaving the day before they arrive? We tell you that you miss each other by a day, so you can shift plans.',
            },
          ],
        },
      ],
    },
    communities: {
      title: 'Communities that meet in person',
      lead: 'Alumni groups, teams, clubs and travel circles use communities to stay in touch and to know who is in town.',
      sections: [
        {
          heading: 'Communities and channels',
          intro:
            'Every community has a general channel for everyone. Admins add more channels for topics, cities or projects.',
          cards: [
            {
              title: 'Join or get invited',
              body: 'Public communities let you in at once. Private ones ask an admin to approve your request first.',
            },
            {
              title: 'Public and private channels',
              body: 'Open channels are for every member. Private channels need a request that a channel admin accepts.',
            },
            {
              title: 'A handle for each',
              body: 'Every community has a unique handle, so it is easy to share by link or QR code.',
            },
          ],
        },
        {
          heading: 'Events and conversations',
          intro: 'Communities are where plans turn into meetings.',
          cards: [
            {
              title: 'Events',
              body: 'Admins create events with a place and dates. Members see what is coming and who is travelling for it.',
            },
            {
              title: 'Chat',
              body: 'Talk in channels, or privately with people you are connected to. Mute what gets too busy.',
            },
            {
              title: 'Co-members nearby',
              body: 'Members of your communities who share their trips publicly show up when they are in your city.',
            },
          ],
        },
      ],
    },
    profile: {
      title: 'Your profile, your rules',
      lead: 'Your home city and your trips are what make Here & There useful, so you decide for every detail who may see it.',
      sections: [
        {
          heading: 'What you share',
          intro:
            'Each part of your profile has its own visibility: public, your network, close people only, or only you.',
          cards: [
            {
              title: 'Home city',
              body: 'Your base location is where crossings start. Show it to everyone, to your network, or to nobody.',
            },
            {
              title: 'Field by field',
              body: 'Last name, phone, email and social links each have their own level. Visitors who are not signed in never see your bio.',
            },
            {
              title: 'Trips with a visibility',
              body: 'Every trip is public, for your network, for close people, or hidden. You can also leave out specific people.',
            },
          ],
        },
        {
          heading: 'Shared carefully',
          intro: 'Knowing when a home is empty is sensitive, so some things are never shown to strangers.',
          cards: [
            {
              title: 'Subscribers',
              body: 'Friends without an account can ask to be told when you are in their town. They never see your trips or dates.',
            },
            {
              title: 'Links and QR codes',
              body: 'Share your profile in person with a QR code, or send a link. Only what you made public is visible.',
            },
            {
              title: 'Leave any time',
              body: 'Deleting your account removes your profile, trips, contacts and memberships for good.',
            },
          ],
        },
      ],
    },
  },
  setup: {
    greeting: 'Welcome, {{name}}',
    greetingAnonymous: 'Welcome',
    overline: {
      member: 'Setting up your account',
      subscriber: 'Setting up your alerts',
    },
    stepOf: 'Step {{step}} of {{total}}',
    progress: 'Setup progress',
    done: 'done',
    stepNames: { profile: 'Your profile', homeCity: 'Home city', contacts: 'Your contacts' },
    profile: {
      lead: 'Your name, a photo and a few words, so the people you know recognise you. You choose who sees each detail.',
    },
    homeCity: {
      title: 'Where is home?',
      lead: 'Where you live is where crossings begin: we compare your home city with the trips of the people you know.',
      subscriberLead: 'Tell us your city and we let you know when the person who invited you is coming to it.',
      label: 'Home city',
      hint: 'Start typing, then pick your city from the list.',
      finish: 'Finish',
    },
    contacts: {
      title: 'Your contacts',
      lead: 'When someone from your address book joins Here & There or travels to your city, you find out.',
      finish: 'Finish',
      skip: 'Skip for now',
    },
    skipPicture: {
      title: 'Continue without a picture?',
      body: 'People recognise you much faster with a photo. You can add one later in your account settings.',
      addPicture: 'Add a picture',
      continue: 'Continue without',
    },
    back: 'Back',
    next: 'Next',
    privacyNote: 'Nothing you enter is visible to anyone until you decide who may see it.',
    signOut: 'Sign out',
  },
} as const;

export default onboarding;
