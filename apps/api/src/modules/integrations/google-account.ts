import type { AppContext } from '../../platform/context.ts';
import type { CalendarEntry } from '../imports/reservations.ts';
import type { ProviderAccount, PushChannel } from './provider-account.ts';
import type { ProviderSession } from './provider-session.ts';

const gmailScope = 'https://www.googleapis.com/auth/gmail.readonly';
const calendarScope = 'https://www.googleapis.com/auth/calendar.events.readonly';

interface GmailMessageList {
  messages?: { id: string }[];
  nextPageToken?: string;
}

interface GoogleEventTime {
  date?: string;
  dateTime?: string;
}

interface GoogleEvent {
  id: string;
  status?: string;
  summary?: string;
  location?: string;
  description?: string;
  start?: GoogleEventTime;
  end?: GoogleEventTime;
  eventType?: string;
}

interface GoogleEventList {
  items?: GoogleEvent[];
  nextPageToken?: string;
}

/** A Google calendar event as extraction reads calendar entries; none for one without times. */
function entryOf(event: GoogleEvent): CalendarEntry[] {
  const startsAt = event.start?.dateTime ?? event.start?.date;
  const endsAt = event.end?.dateTime ?? event.end?.date ?? startsAt;
  if (!startsAt || !endsAt) return [];
  return [
    {
      id: event.id,
      provider: 'google',
      status: event.status === 'cancelled' ? 'cancelled' : 'confirmed',
      title: event.summary ?? '',
      location: event.location ?? null,
      description: event.description ?? null,
      startsAt,
      endsAt,
      isAllDay: Boolean(event.start?.date && !event.start.dateTime),
      isFromMail: event.eventType === 'fromGmail',
    },
  ];
}

/** Gmail's `after:` takes whole seconds since the epoch. */
const epochSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/** Gmail (`users.messages`) and Google Calendar (`events.list` of the primary calendar) of one member. */
export function googleAccount(context: AppContext, session: ProviderSession): ProviderAccount {
  const { gmailApiUrl, googleCalendarApiUrl, gmailPush } = context.config.integrations;
  const gmail = `${gmailApiUrl}/gmail/v1/users/me`;
  return {
    readsMail: session.scopes.includes(gmailScope),
    readsCalendar: session.scopes.includes(calendarScope),

    async *messagesSince(since) {
      let pageToken: string | undefined;
      do {
        const query = new URLSearchParams({ q: `after:${epochSeconds(since)}`, maxResults: '100' });
        if (pageToken) query.set('pageToken', pageToken);
        const page = await session.json<GmailMessageList>(`${gmail}/messages?${query}`);
        for (const { id } of page.messages ?? []) {
          const { raw } = await session.json<{ raw: string }>(`${gmail}/messages/${encodeURIComponent(id)}?format=raw`);
          yield Buffer.from(raw, 'base64url');
        }
        pageToken = page.nextPageToken;
      } while (pageToken);
    },

    async calendarEntries(changedSince, now) {
      const entries: CalendarEntry[] = [];
      let pageToken: string | undefined;
      do {
        // Cancelled events come too (`showDeleted`), so a cancelled booking withdraws its trip.
        const query = new URLSearchParams({
          timeMin: now.toISOString(),
          singleEvents: 'true',
          showDeleted: 'true',
          maxResults: '250',
        });
        if (changedSince) query.set('updatedMin', changedSince.toISOString());
        if (pageToken) query.set('pageToken', pageToken);
        const page = await session.json<GoogleEventList>(`${googleCalendarApiUrl}/calendars/primary/events?${query}`);
        entries.push(...(page.items ?? []).flatMap(entryOf));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return entries;
    },

    async mailboxAddress() {
      return (await session.json<{ emailAddress: string }>(`${gmail}/profile`)).emailAddress;
    },

    async openPush(): Promise<PushChannel | null> {
      if (!gmailPush) return null;
      // Gmail then publishes each change of the inbox to the Pub/Sub topic, whose push
      // subscription posts it to POST /integrations/google/push/; a watch lasts 7 days.
      const watch = await session.json<{ historyId: string; expiration: string }>(`${gmail}/watch`, {
        method: 'POST',
        body: { topicName: gmailPush.topic, labelIds: ['INBOX'] },
      });
      return { expiresAt: new Date(Number(watch.expiration)), subscriptionIds: [], clientState: null };
    },

    async closePush() {
      await session.call(`${gmail}/stop`, { method: 'POST' });
    },
  };
}
