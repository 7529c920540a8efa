// The messaging module as other modules see it.
export { findCalendarMeetups } from './meetups.service.ts';
export { chatListenersOf, findUnreadMessagesOf, type UnreadMessages } from './messaging.repository.ts';
export { conversationRoom } from './messaging.service.ts';
