// The messaging module as other modules see it.
export { chatListenersOf } from './messaging.repository.ts';
export { conversationRoom } from './messaging.service.ts';
