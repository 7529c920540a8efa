// The messaging module as other modules see it.
export { conversationRoom } from './messaging.service.ts';
