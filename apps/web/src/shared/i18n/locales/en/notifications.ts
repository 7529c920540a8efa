const notifications = {
  page: {
    title: 'Notifications',
    unreadOne: '1 unread',
    unreadOther: '{{count}} unread',
    allRead: 'You are all caught up.',
    loading: 'Loading your notifications',
    failed: 'Your notifications could not be loaded. Check your connection and try again.',
    empty: 'No notifications',
    emptyHint: 'When your people plan to be where you are, or want to connect, you hear it here first.',
    more: 'Show more',
  },
  kinds: {
    peer_in_location: '{{name}} will be in {{place}} from {{date}}',
    new_trip: '{{name}} is going to {{place}} from {{date}}',
    trip_shared: '{{name}} shared a trip to {{place}} with you',
    subscription_trip: '{{name}} is coming to {{place}} on {{date}}',
    connection_requested: '{{name}} asked to connect with you',
    connection_accepted: '{{name}} accepted your connection request',
  },
  someone: 'Someone',
  unread: 'Unread',
  actions: {
    list: 'Notifications',
    markRead: 'Mark as read',
    markUnread: 'Mark as unread',
    delete: 'Delete',
    clearAll: 'Clear all',
    confirmClear: 'Clear all notifications?',
    confirmClearBody: 'They are deleted for good.',
    cancel: 'Cancel',
    accept: 'Accept',
    accepted: 'Accepted',
  },
} as const;

export default notifications;
