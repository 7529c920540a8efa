import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { apiPrefix } from '../../platform/http.ts';
import type { CalendarEntry } from '../imports/reservations.ts';
import type { ProviderAccount, PushChannel } from './provider-account.ts';
import type { ProviderSession } from './provider-session.ts';

const mailScope = 'https://graph.microsoft.com/Mail.Read';
const calendarScope = 'https://graph.microsoft.com/Calendars.Read';

/** Graph gives every list in pages, the next one at an absolute link. */
interface GraphPage<Item> {
  value: Item[];
  '@odata.nextLink'?: string;
}

interface GraphEvent {
  id: string;
  subject?: string | null;
  bodyPreview?: string | null;
  isAllDay?: boolean;
  isCancelled?: boolean;
  start?: { dateTime: string } | null;
  end?: { dateTime: string } | null;
  location?: {
    displayName?: string | null;
    address?: { street?: string; city?: string; postalCode?: string; countryOrRegion?: string } | null;
  } | null;
}

/**
 * Graph writes times in the zone the `Prefer` header asks for (UTC here) without an offset, to the
 * ten-millionth of a second; an all-day event's start is its day's midnight.
 */
function momentOf(dateTime: string, isAllDay: boolean) {
  return isAllDay ? dateTime.slice(0, 10) : `${dateTime.slice(0, 19)}Z`;
}

/** "Hotel Adlon, Unter den Linden 77, 10117 Berlin, Germany": the event's place as one line. */
function placeOf(location: GraphEvent['location']) {
  if (!location) return null;
  const { street, postalCode, city, countryOrRegion } = location.address ?? {};
  const town = [postalCode, city].filter(Boolean).join(' ');
  const parts = [location.displayName, street, town, countryOrRegion].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

function entryOf(event: GraphEvent): CalendarEntry[] {
  if (!event.start || !event.end) return [];
  const isAllDay = event.isAllDay ?? false;
  return [
    {
      id: event.id,
      provider: 'outlook',
      status: event.isCancelled ? 'cancelled' : 'confirmed',
      title: event.subject ?? '',
      location: placeOf(event.location),
      description: event.bodyPreview || null,
      startsAt: momentOf(event.start.dateTime, isAllDay),
      endsAt: momentOf(event.end.dateTime, isAllDay),
      isAllDay,
      isFromMail: false,
    },
  ];
}

/** Graph keeps a subscription to mail or events at most about 7 days; it is renewed well before. */
const subscriptionLifetimeMs = 3 * 24 * 60 * 60 * 1000;

/** Outlook mail (`/me/messages`, each as MIME) and calendar (`/me/events`) of one member, through Microsoft Graph. */
export function outlookAccount(context: AppContext, session: ProviderSession): ProviderAccount {
  const { graphUrl, isOutlookPushOn } = context.config.integrations;

  async function* pages<Item>(firstUrl: string, headers?: Record<string, string>) {
    let url: string | undefined = firstUrl;
    while (url) {
      const page: GraphPage<Item> = await session.json<GraphPage<Item>>(url, headers ? { headers } : {});
      yield* page.value;
      url = page['@odata.nextLink'];
    }
  }

  return {
    readsMail: session.scopes.includes(mailScope),
    readsCalendar: session.scopes.includes(calendarScope),

    async *messagesSince(since) {
      const query = new URLSearchParams({
        $filter: `receivedDateTime ge ${since.toISOString()}`,
        $select: 'id',
        $top: '50',
      });
      for await (const { id } of pages<{ id: string }>(`${graphUrl}/me/messages?${query}`)) {
        const response = await session.call(`${graphUrl}/me/messages/${encodeURIComponent(id)}/$value`);
        yield Buffer.from(await response.arrayBuffer());
      }
    },

    async calendarEntries(changedSince, now) {
      const filters = [`end/dateTime ge '${now.toISOString()}'`];
      if (changedSince) filters.push(`lastModifiedDateTime ge ${changedSince.toISOString()}`);
      const query = new URLSearchParams({ $filter: filters.join(' and '), $top: '50' });
      const entries: CalendarEntry[] = [];
      for await (const event of pages<GraphEvent>(`${graphUrl}/me/events?${query}`, {
        prefer: 'outlook.timezone="UTC"',
      })) {
        entries.push(...entryOf(event));
      }
      return entries;
    },

    async mailboxAddress() {
      const me = await session.json<{ mail?: string | null; userPrincipalName: string }>(`${graphUrl}/me`);
      return me.mail ?? me.userPrincipalName;
    },

    async openPush(previous): Promise<PushChannel | null> {
      if (!isOutlookPushOn) return null;
      const expiresAt = new Date(context.clock.now().getTime() + subscriptionLifetimeMs);
      if (previous && previous.subscriptionIds.length > 0) {
        for (const id of previous.subscriptionIds) {
          await session.call(`${graphUrl}/subscriptions/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            body: { expirationDateTime: expiresAt.toISOString() },
          });
        }
        return { ...previous, expiresAt };
      }
      // Graph first checks the URL answers (echoing `validationToken`), then posts each change there.
      const clientState = randomBytes(24).toString('base64url');
      const notificationUrl = `${context.config.publicUrl}${apiPrefix}/integrations/outlook/notifications/`;
      const subscriptionIds: string[] = [];
      for (const [resource, changeType] of [
        ['me/messages', 'created'],
        ['me/events', 'created,updated,deleted'],
      ] as const) {
        const subscription = await session.json<{ id: string }>(`${graphUrl}/subscriptions`, {
          method: 'POST',
          body: { changeType, notificationUrl, resource, expirationDateTime: expiresAt.toISOString(), clientState },
        });
        subscriptionIds.push(subscription.id);
      }
      return { expiresAt, subscriptionIds, clientState };
    },

    async closePush(channel) {
      for (const id of channel.subscriptionIds) {
        await session.call(`${graphUrl}/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
      }
    },
  };
}
