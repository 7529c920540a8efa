const legal = {
  overline: 'Legal',
  contact: 'Questions about this document? Write to us at',
  terms: {
    title: 'Terms and conditions',
    updated: 'Last updated: 22 November 2026',
    intro:
      'These terms are the agreement between you and Here & There for using the Here & There apps and website. By creating an account you accept them. Please read them together with our privacy policy, which explains what we do with your data.',
    sections: [
      {
        heading: 'What Here & There is',
        paragraphs: [
          'Here & There is a membership-based social network for people who travel. Members record a home city and trips, sort the people they know into levels, join communities, and learn ahead of time when people they chose will be in the same place.',
          'We provide the service as it is today and keep developing it. Features may change, be added or be withdrawn; we will tell you in advance about changes that take away something you rely on.',
        ],
      },
      {
        heading: 'Membership and invitations',
        paragraphs: [
          'Here & There is invite-only. You may join when a member invites you or when you sign up to follow a member as a subscriber. You must be at least 16 years old.',
          'One account per person. Use your real name and keep your details accurate, so the people you invite and meet can recognise you. Accounts that impersonate someone else are removed.',
          'When you invite someone, you confirm that you know them and that they would expect to hear from you. Do not use invitations to send unsolicited messages.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You are responsible for what happens in your account. Keep your password and your phone secure and tell us at once if you suspect someone else has access.',
          'We may ask you to verify your mobile number by SMS code before you can use all features; this keeps fake accounts out of the network.',
        ],
      },
      {
        heading: 'Trips, places and who sees them',
        paragraphs: [
          'Every trip has a visibility: public (every signed-in member), general network (people you hold at general or close with an active connection), close network (people you hold at close with an active connection) or hidden (only you). You can also exclude specific people from a trip.',
          'Trips imported from a connected mail or calendar account stay visible only to you until you confirm them.',
          'People who are not signed in never see your trips or travel dates. A public profile offers them only the option to be told when you are in their town.',
          'Your home city and each profile field have their own visibility, which you set in your privacy settings.',
        ],
      },
      {
        heading: 'Connections, levels and blocking',
        paragraphs: [
          'You place each member at a level: close, general, public or blocked. Levels are one-sided. A connection becomes active when the other member accepts it. Messaging and booking a meeting need an active connection at general or close.',
          'Blocking someone hides each of you from the other everywhere in Here & There: profile details, trips, crossings, search results and messages. The blocked member is not told.',
        ],
      },
      {
        heading: 'Communities, channels and events',
        paragraphs: [
          'Communities are run by their owners and admins, who approve members, manage channels and create events. Admins are responsible for the rules of their community and must apply them fairly.',
          'Members of a community may see each other’s names and, where a member shares trips publicly, those trips. Private channels are visible only to their approved members.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not harass, threaten, stalk or spam anyone; do not use Here & There to track people against their will; do not post unlawful content, or content that infringes the rights of others.',
          'Do not scrape, copy or harvest data about members, and do not try to get around visibility settings, rate limits or security measures.',
          'We may remove content and suspend or close accounts that break these rules. Where we can, we explain why and give you the chance to respond.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'You keep the rights to what you post: your profile, pictures, messages and community content. You give us the permission we need to store it, process it and show it to the people you chose, for as long as it is on Here & There.',
        ],
      },
      {
        heading: 'Messages, SMS and email',
        paragraphs: [
          'We send you service messages: sign-in codes, alerts about crossings, invitations and notifications. You choose in your settings whether alerts arrive by push, email or SMS; in-app notifications are always kept.',
          'Invitations you send by SMS or email go out in your name. Standard charges of your mobile provider may apply to messages you receive.',
        ],
      },
      {
        heading: 'Pro membership',
        paragraphs: [
          'Some features, such as the dashboard, the users map, your network view and search, are part of Pro membership. When you become Pro we ask you to complete the additional setup before the features open.',
        ],
      },
      {
        heading: 'Place data',
        paragraphs: [
          'City names, coordinates and time zones come from GeoNames (geonames.org), licensed under the Creative Commons Attribution 4.0 licence (CC BY 4.0). We thank the GeoNames contributors. Place data is provided without warranty and may contain errors.',
        ],
      },
      {
        heading: 'Leaving Here & There',
        paragraphs: [
          'You can delete your account at any time in your account settings. Deleting it removes your profile, trips, contacts, connections, community memberships, sessions and pictures. Messages you wrote in conversations with others remain for them but no longer show your name.',
          'We may close an account that seriously or repeatedly breaks these terms. We will tell you, except where the law or the safety of others prevents it.',
        ],
      },
      {
        heading: 'Responsibility',
        paragraphs: [
          'Here & There helps people meet; it is not responsible for what happens when they do. Meet in public places and use your judgement.',
          'We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for breaches of essential obligations, limited to the damage typically foreseeable. Mandatory consumer rights are not affected.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'When we change these terms we tell you in the app and by email at least 30 days before the change takes effect. If you do not agree, you can delete your account before then.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 22 November 2026',
    intro:
      'Here & There is about where people are, so privacy is at its core. This policy explains what we collect, why, who can see it, who helps us process it, and the rights you have. You can reach us about any of it at {{supportEmail}}.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Account data: your name, email address, mobile number, password (stored only as a secure hash) and, if you sign in with Google or Facebook, the identifier that provider gives us.',
          'Profile data: picture, username, bio, company, position, social links, your home city and the visibility you chose for each of them.',
          'Travel data: your trips with destination, dates, description, visibility and the people you excluded; trips imported from a connected mail or calendar account if you connect one.',
          'Network data: the levels you gave other members, your connections, the contacts you add or import, your communities, channels, events and messages.',
          'Technical data: device type, push notification tokens, and logs of sign-ins and errors that we keep to protect your account.',
        ],
      },
      {
        heading: 'Location and who sees it',
        paragraphs: [
          'We use your home city and your trips only to find crossings with the people you chose and to show them what you allow. We do not track your device’s position in the background.',
          'Each trip is seen according to its visibility: every signed-in member (public), your general and close connections (general network), your close connections (close network), or only you (hidden). Members you blocked, or who blocked you, never see your trips.',
          'Visitors who are not signed in never see trips or travel dates.',
        ],
      },
      {
        heading: 'Contacts',
        paragraphs: [
          'If you import contacts from your phone, we store their names, phone numbers, email addresses and notes so you can sort and invite them. Only you see your contacts. We match them with existing members to show you who is already here; we never contact them unless you send an invitation.',
        ],
      },
      {
        heading: 'Why we process your data',
        paragraphs: [
          'To provide the service you signed up for: your account, crossings, alerts, communities and messages (performance of our contract with you).',
          'To keep Here & There safe: verifying phone numbers, limiting abuse and investigating reports (our legitimate interest in a trustworthy network).',
          'To meet legal obligations, for example answering lawful requests from authorities.',
        ],
      },
      {
        heading: 'SMS and email',
        paragraphs: [
          'We use your mobile number to send sign-in codes and, if you choose, alerts. We use your email for account messages, password resets, alerts you chose and invitations. You can change how you receive alerts in your settings at any time.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'The web app keeps a few items in your browser’s local storage: your session token, whether this device has been used by an onboarded member, your language, your theme and whether the sidebar is collapsed. They never leave your device except the session token, which is sent to our servers to identify you.',
          'When you sign in with Google or Facebook, our sign-in service sets a short-lived cookie to complete that sign-in. We do not use advertising cookies.',
        ],
      },
      {
        heading: 'Who helps us',
        paragraphs: [
          'We use processors bound by contract to our instructions: our hosting and database provider, an SMS provider for codes and alerts, an email delivery provider, and Apple and Google to deliver push notifications to your devices.',
          'If you choose to sign in with Google or Facebook, or to connect a mail or calendar account, that provider processes your data under its own privacy policy.',
          'Place names come from GeoNames, which we host ourselves: your searches and locations are not sent to GeoNames.',
          'We do not sell your data.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'We keep your data as long as you have an account. When you delete your account we remove your profile, trips, contacts, connections, memberships, sessions and pictures, and anonymise messages you wrote. Backups are overwritten within 30 days.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may access, correct, export or delete your data, restrict or object to its processing, and withdraw any consent you gave. Most of this you can do yourself in your settings; for anything else write to {{supportEmail}}.',
          'You also have the right to complain to a data protection supervisory authority.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Connections to Here & There are encrypted, passwords are hashed, sign-in codes expire after five minutes, and access to member data within our team is limited and logged.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'If we change how we use your data we update this page and tell you in the app before the change applies.',
        ],
      },
    ],
  },
} as const;

export default legal;
