const connections = {
  levels: {
    close: 'Close',
    general: 'General',
    public: 'Public',
  },
  levelHints: {
    close: '{{name}} sees what you share with the people you are close to, and you hear when your paths cross.',
    general: '{{name}} sees what you share with the people you know, and you hear when your paths cross.',
    public: 'No connection: {{name}} sees only what you made visible to everyone.',
  },
  controls: {
    title: 'You and {{name}}',
    picker: 'Your level for {{name}}',
    connected: 'Connected',
    invitationSent: 'Invitation sent',
    invitationSentHint: 'You are connected once {{name}} accepts.',
    asked: '{{name}} wants to connect with you',
    askedHint: 'Accept to see what {{name}} shares with the people they know. You choose your own level after.',
    accept: 'Accept connection',
    blocked: 'You blocked {{name}}',
    blockedHint: 'Neither of you sees the other’s profile, trips or messages.',
    unblock: 'Unblock',
    message: 'Message',
    bookMeeting: 'Book a meeting',
    more: 'More for {{name}}',
    block: 'Block',
    remove: 'Remove from network',
  },
  confirm: {
    blockTitle: 'Block {{name}}?',
    blockBody:
      '{{name}} will see no more of your profile than your first name, none of your trips, and cannot connect with you or message you. You will not see theirs either.',
    blockAction: 'Block {{name}}',
    removeTitle: 'Remove {{name}} from your network?',
    removeBody:
      'You go back to public for each other: {{name}} sees only what you made visible to everyone. You can connect again at any time.',
    removeAction: 'Remove',
    cancel: 'Cancel',
  },
  done: {
    blocked: '{{name}} is blocked',
    unblocked: '{{name}} is unblocked',
    removed: '{{name}} was removed from your network',
    accepted: 'You and {{name}} are connected',
  },
  panel: {
    invite: 'Invite by email',
    requests: 'Waiting for you',
    network: 'Your network',
    blocked: 'Blocked',
    empty: 'No users',
    emptyHint:
      'Your network grows as you connect with people you know. Invite someone by email and you are connected as soon as they join.',
    noMatch: 'Nobody in your network matches this search.',
    failed: 'Your connections could not be loaded. Check your connection and try again.',
    status: {
      pending_initiator: 'Invitation sent',
      pending_receiver: 'Wants to connect',
      active: 'Connected',
    },
  },
} as const;

export default connections;
