import type { Chat } from '@here-and-there/contracts';

/** A chat's name: a group's own, else its other members' names (SPEC §3: a chat is its users). */
export const chatName = (chat: Pick<Chat, 'name' | 'users'>, fallback: string) =>
  chat.name?.trim() || chat.users.map((user) => user.display_name).join(', ') || fallback;
