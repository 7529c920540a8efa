import type { CalendarEntry } from '../imports/reservations.ts';

/** The provider's channel that tells us of new mail and changed events, kept open until it expires. */
export interface PushChannel {
  expiresAt: Date;
  /** Graph's subscriptions; Gmail's watch has no id. */
  subscriptionIds: string[];
  /** The secret Graph echoes in each of their notifications. */
  clientState: string | null;
}

/** A member's mailbox and calendar at one provider, as an import run reads them. */
export interface ProviderAccount {
  /** Whether the member granted reading mail, and calendars. */
  readsMail: boolean;
  readsCalendar: boolean;
  /** Each message received since then, raw (RFC 5322), as the member's mailbox has it. */
  messagesSince(since: Date): AsyncGenerator<Buffer>;
  /** The calendar events changed since then (every one when null) that have not ended by `now`, cancelled ones included. */
  calendarEntries(changedSince: Date | null, now: Date): Promise<CalendarEntry[]>;
  /** The mailbox's own address at the provider. */
  mailboxAddress(): Promise<string>;
  /** Asks the provider to tell us of changes, when this server is set up to hear it; null when not. */
  openPush(previous: PushChannel | null): Promise<PushChannel | null>;
  closePush(channel: PushChannel): Promise<void>;
}
