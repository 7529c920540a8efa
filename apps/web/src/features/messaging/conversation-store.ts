import { type ChatMessage, type MessageEvent, type MessagePage, messagingLimits } from '@here-and-there/contracts';
import { platform } from '../../platform/index.ts';
import { api, pathWithQuery } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';

/**
 * What this device knows of one conversation's log: its messages in seq order, none twice, and
 * the seq up to which it holds every message (`syncedSeq`), from which it resumes after a reconnect
 * (issue 18 §1 "Resume is from the log, not from the socket").
 */
export interface ConversationLog {
  conversationId: string | null;
  messages: ChatMessage[];
  syncedSeq: number;
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'failed';
  isLoadingOlder: boolean;
}

/** A message typed on this device that the server has not stored yet. */
export interface OutgoingMessage {
  /** The conversation's path (see `conversationPath`). */
  path: string;
  client_msg_id: string;
  text: string;
  created_at: string;
  state: 'sending' | 'failed';
  error?: string;
}

const emptyLog: ConversationLog = {
  conversationId: null,
  messages: [],
  syncedSeq: 0,
  hasOlder: false,
  status: 'loading',
  isLoadingOlder: false,
};

const logs = new Map<string, ConversationLog>();
const pathOfConversation = new Map<string, string>();
const openCounts = new Map<string, number>();
const catchingUp = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let outbox: OutgoingMessage[] = [];
const inFlight = new Set<string>();
let memberId: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Who types where, until when (ms): `typing` events are volatile and expire on their own. */
const typing = new Map<string, Map<string, number>>();
let sendTyping: (conversationId: string) => void = () => {};
/** Asked when an event names a conversation this device has not placed yet (a channel's, before its first message). */
let resolveConversation: (conversationId: string) => Promise<string | null> = async () => null;

const outboxKey = (member: string) => `hat.outbox.${member}`;
const draftKey = (member: string, path: string) => `hat.draft.${member}.${path}`;

function notify() {
  for (const listener of listeners) listener();
}

function setLog(path: string, change: Partial<ConversationLog>) {
  const next = { ...(logs.get(path) ?? emptyLog), ...change };
  logs.set(path, next);
  if (next.conversationId) pathOfConversation.set(next.conversationId, path);
  notify();
}

function saveOutbox() {
  if (!memberId) return;
  if (outbox.length === 0) platform.storage.remove(outboxKey(memberId));
  else platform.storage.set(outboxKey(memberId), JSON.stringify(outbox));
}

function setOutbox(next: OutgoingMessage[]) {
  outbox = next;
  saveOutbox();
  notify();
}

/** Puts messages into a log by seq, a later copy of a seq replacing the earlier (an edit, a deletion). */
function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A message from the socket names its author by first name alone (what every member of the
 * conversation may see): shown as this member's own answers show that author, when one does.
 */
function withKnownAuthor(held: ChatMessage[], message: ChatMessage): ChatMessage {
  const authorId = message.author?.id;
  const known = authorId ? held.findLast((other) => other.author?.id === authorId)?.author : undefined;
  return known ? { ...message, author: known } : message;
}

/** The highest seq from which everything before is held, starting from what was already known complete. */
function advanceSynced(messages: ChatMessage[], from: number) {
  const seqs = new Set(messages.map((message) => message.seq));
  let synced = from;
  while (seqs.has(synced + 1)) synced += 1;
  return synced;
}

/** Takes the sent copies of messages that are now in the log out of the outbox. */
function settleOutbox(messages: ChatMessage[]) {
  const stored = new Set(
    messages.filter((message) => message.author?.id === memberId).map((message) => message.client_msg_id),
  );
  if (outbox.some((item) => stored.has(item.client_msg_id))) {
    setOutbox(outbox.filter((item) => !stored.has(item.client_msg_id)));
  }
}

function addMessages(path: string, messages: ChatMessage[], synced?: number) {
  const log = logs.get(path) ?? emptyLog;
  const merged = mergeMessages(log.messages, messages);
  setLog(path, {
    messages: merged,
    conversationId: log.conversationId ?? messages[0]?.conversation_id ?? null,
    syncedSeq: advanceSynced(merged, Math.max(log.syncedSeq, synced ?? 0)),
    hasOlder: (merged[0]?.seq ?? 1) > 1,
  });
  settleOutbox(messages);
}

async function loadNewest(path: string) {
  setLog(path, { status: 'loading' });
  try {
    const page = await api.get<MessagePage>(`${path}/messages/?limit=${messagingLimits.messagesPage}`);
    const newest = page.results[0]?.seq ?? 0;
    // The page's messages are the newest ones: nothing between them is missing.
    const oldest = page.results.at(-1)?.seq ?? 1;
    addMessages(path, page.results, oldest - 1);
    setLog(path, { status: 'ready' });
    if (page.count > newest) await catchUp(path);
  } catch {
    setLog(path, { status: 'failed' });
  }
}

/** Asks for what follows the last seq held, page after page, once at a time per conversation. */
function catchUp(path: string): Promise<void> {
  const running = catchingUp.get(path);
  if (running) return running.then(() => catchUp(path));
  const run = (async () => {
    for (;;) {
      const after = logs.get(path)?.syncedSeq ?? 0;
      const page = await api.get<MessagePage>(
        pathWithQuery(`${path}/messages/`, { after, limit: messagingLimits.messagesPageMax }),
      );
      addMessages(path, page.results, after);
      if (page.results.length < messagingLimits.messagesPageMax) break;
    }
  })().finally(() => catchingUp.delete(path));
  catchingUp.set(path, run);
  return run;
}

async function flush(item: OutgoingMessage) {
  if (inFlight.has(item.client_msg_id)) return;
  inFlight.add(item.client_msg_id);
  try {
    const message = await api.post<ChatMessage>(`${item.path}/messages/`, {
      text: item.text,
      client_msg_id: item.client_msg_id,
    });
    addMessages(item.path, [message]);
  } catch (error) {
    // Offline or unreachable: kept, and sent again when the connection returns.
    if (error instanceof ApiError && error.status === 0) scheduleRetry();
    else {
      setOutbox(
        outbox.map((entry) =>
          entry.client_msg_id === item.client_msg_id
            ? { ...entry, state: 'failed', error: error instanceof ApiError ? error.message : undefined }
            : entry,
        ),
      );
    }
  } finally {
    inFlight.delete(item.client_msg_id);
  }
}

const retryEveryMs = 4000;

function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => conversationStore.sendWaiting(), retryEveryMs);
}

export const conversationStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  log: (path: string): ConversationLog => logs.get(path) ?? emptyLog,
  outbox: () => outbox,
  typing: () => typing,

  /**
   * The member whose device this is: their unsent messages (kept per member on the device, so a
   * reload or a lost connection loses nothing) come back and go out.
   */
  setMember(id: string | null) {
    if (id === memberId) return;
    memberId = id;
    logs.clear();
    pathOfConversation.clear();
    typing.clear();
    const stored = id ? platform.storage.get(outboxKey(id)) : null;
    try {
      outbox = stored ? (JSON.parse(stored) as OutgoingMessage[]) : [];
    } catch {
      outbox = [];
    }
    notify();
    if (id) conversationStore.sendWaiting();
  },

  /** A screen shows this conversation: load it, or catch up on what it missed while away. */
  open(path: string) {
    openCounts.set(path, (openCounts.get(path) ?? 0) + 1);
    const log = logs.get(path);
    if (!log || log.status === 'failed') void loadNewest(path);
    else void catchUp(path).catch(() => undefined);
    return () => {
      const count = (openCounts.get(path) ?? 1) - 1;
      if (count > 0) openCounts.set(path, count);
      else openCounts.delete(path);
    };
  },
  isOpen: (conversationId: string) => {
    const path = pathOfConversation.get(conversationId);
    return !!path && openCounts.has(path);
  },
  reload: (path: string) => loadNewest(path),

  async loadOlder(path: string) {
    const log = logs.get(path);
    if (!log?.hasOlder || log.isLoadingOlder) return;
    setLog(path, { isLoadingOlder: true });
    try {
      const before = log.messages[0]?.seq ?? 0;
      const page = await api.get<MessagePage>(
        pathWithQuery(`${path}/messages/`, { before, limit: messagingLimits.messagesPage }),
      );
      addMessages(path, page.results);
      if (page.results.length === 0) setLog(path, { hasOlder: false });
    } finally {
      setLog(path, { isLoadingOlder: false });
    }
  },

  /** After every (re)connect: each conversation on screen asks for what came after its last seq. */
  resume() {
    // A log still loading its newest page needs no catching up; one that failed tries again.
    for (const path of openCounts.keys()) {
      const status = logs.get(path)?.status;
      if (status === 'ready') void catchUp(path).catch(() => undefined);
      if (status === 'failed') void loadNewest(path);
    }
    conversationStore.sendWaiting();
  },

  /** A message event from the socket, placed by its seq; a gap behind it is fetched from the log. */
  async receive(event: MessageEvent) {
    let path = pathOfConversation.get(event.conversation_id);
    if (!path) {
      path = (await resolveConversation(event.conversation_id)) ?? undefined;
      if (!path || !logs.has(path)) return;
      setLog(path, { conversationId: event.conversation_id });
    }
    const log = logs.get(path);
    if (log?.status !== 'ready') return;
    const hasGap = event.seq > log.syncedSeq + 1;
    addMessages(path, [withKnownAuthor(log.messages, event.message)]);
    if (hasGap) void catchUp(path).catch(() => undefined);
  },

  /** Keeps the text and sends it; the server stores a retried send once (`client_msg_id`). */
  send(path: string, text: string) {
    const item: OutgoingMessage = {
      path,
      client_msg_id: crypto.randomUUID(),
      text,
      created_at: new Date().toISOString(),
      state: 'sending',
    };
    setOutbox([...outbox, item]);
    void flush(item);
  },
  retry(clientMsgId: string) {
    setOutbox(
      outbox.map((item) =>
        item.client_msg_id === clientMsgId ? { ...item, state: 'sending', error: undefined } : item,
      ),
    );
    const item = outbox.find((entry) => entry.client_msg_id === clientMsgId);
    if (item) void flush(item);
  },
  discard(clientMsgId: string) {
    setOutbox(outbox.filter((item) => item.client_msg_id !== clientMsgId));
  },
  /** Sends every message still waiting for a connection. */
  sendWaiting() {
    clearTimeout(retryTimer);
    for (const item of outbox) if (item.state === 'sending') void flush(item);
  },

  async edit(path: string, messageId: string, text: string) {
    addMessages(path, [await api.put<ChatMessage>(`${path}/messages/${messageId}/`, { text })]);
  },
  async remove(path: string, message: ChatMessage) {
    const answer = await api.delete<ChatMessage | undefined>(`${path}/messages/${message.id}/`);
    addMessages(path, [answer ?? { ...message, text: null, deleted_at: new Date().toISOString() }]);
  },

  draft: (member: string, path: string) => platform.storage.get(draftKey(member, path)) ?? '',
  /** What the member is typing survives navigation and a reload, until sent. */
  saveDraft(member: string, path: string, text: string) {
    if (text) platform.storage.set(draftKey(member, path), text);
    else platform.storage.remove(draftKey(member, path));
  },

  showTyping(conversationId: string, userId: string, forMs: number) {
    const who = new Map(typing.get(conversationId));
    who.set(userId, Date.now() + forMs);
    typing.set(conversationId, who);
    notify();
    setTimeout(notify, forMs + 50);
  },
  typingIn(conversationId: string) {
    sendTyping(conversationId);
  },

  /** How the socket is reached, set by the live connection once it is up. */
  connect(options: {
    sendTyping: (conversationId: string) => void;
    resolveConversation: (conversationId: string) => Promise<string | null>;
  }) {
    sendTyping = options.sendTyping;
    resolveConversation = options.resolveConversation;
  },
};
