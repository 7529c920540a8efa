import type { NotificationKind } from '@here-and-there/contracts';

/**
 * What an email, text or push says: one short sentence, the page of the app it is about, and the
 * route a tapped push opens.
 */
export interface Message {
  subject: string;
  sentence: string;
  link: string;
  route: string;
}

/** A community or an event a notification is about: its id and name. */
interface Named {
  id: string;
  name: string;
}

/** What a notification is about, in the words its message needs. */
export interface MessageFacts {
  kind: NotificationKind;
  /** The member it is about, named as the recipient may see them (none for a place freed on a waiting list). */
  actorName: string;
  actorId: string | null;
  tripId: string | null;
  /** "Lisbon, Portugal". */
  placeTitle: string | null;
  startsOn: string | null;
  endsOn: string | null;
  /** For a crossing: they come here, or the recipient goes there. */
  crossing: 'here' | 'there' | null;
  community?: Named | null;
  event?: Named | null;
  /** The chat a message notification is about. */
  conversationId?: string | null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "12 – 15 Jun 2026", or one day; plain spaces, as every phone shows them. */
export function formatDays(startsOn: string, endsOn: string | null) {
  const start = new Date(`${startsOn}T00:00:00Z`);
  const days =
    endsOn && endsOn !== startsOn
      ? dayFormat.formatRange(start, new Date(`${endsOn}T00:00:00Z`))
      : dayFormat.format(start);
  return days.replace(/\s/g, ' ');
}

/** " in Lisbon, Portugal (12–15 Jun 2026)": where and when, as far as they are known. */
function whereAndWhen(facts: MessageFacts) {
  const place = facts.placeTitle ? ` ${facts.placeTitle}` : '';
  const days = facts.startsOn ? ` (${formatDays(facts.startsOn, facts.endsOn)})` : '';
  return `${place}${days}`;
}

/**
 * The route of the app a tapped push opens (SPEC §2): a community's general channel for its
 * messages, the chat for a direct or group message, the notifications for anything else.
 */
export function pushRouteFor(facts: Pick<MessageFacts, 'kind' | 'community' | 'conversationId'>) {
  if (facts.kind === 'new_general_community_message' && facts.community) {
    return `/communities/${facts.community.id}/general`;
  }
  if (facts.kind === 'new_dm' && facts.conversationId) return `/inbox/view/${facts.conversationId}`;
  return '/notifications';
}

/** A conversation's unread messages as a push tells of them once they are counted. */
export interface UnreadMessagesFacts {
  kind: 'new_dm' | 'new_general_community_message';
  conversationId: string;
  unread: number;
  /** The one member who wrote them all, named as the recipient may see them; null when several did. */
  authorName: string | null;
  /** A group's name (none for a direct chat or an unnamed group). */
  groupName: string | null;
  /** The community of a channel. */
  community: Named | null;
}

/**
 * What a push of unread messages says: how many, from whom when one member wrote them all, else
 * where ("3 new messages from Ana Lima", "5 new messages in Surfers of Porto"); a channel's always
 * names its community. Never the messages themselves: a locked phone shows a push to anyone.
 */
export function unreadMessagesPush(facts: UnreadMessagesFacts) {
  const count = `${facts.unread} new ${facts.unread === 1 ? 'message' : 'messages'}`;
  const where =
    facts.kind === 'new_general_community_message'
      ? (facts.community?.name ?? 'your community')
      : (facts.groupName ?? 'your group');
  const isFromOne = facts.authorName !== null && facts.kind === 'new_dm';
  return {
    title: isFromOne ? `${count} from ${facts.authorName}` : `${count} in ${where}`,
    body: `Open Here & There to read ${facts.unread === 1 ? 'it' : 'them'}.`,
    route: pushRouteFor(facts),
  };
}

/** The words of a notification for its email, text and push, with a link to the page it is about. */
export function messageFor(facts: MessageFacts, publicUrl: string): Message {
  return { ...wordsFor(facts, publicUrl), route: pushRouteFor(facts) };
}

function wordsFor(facts: MessageFacts, publicUrl: string): Omit<Message, 'route'> {
  const { actorName: name } = facts;
  const tripLink = facts.tripId ? `${publicUrl}/trips/${facts.tripId}` : `${publicUrl}/notifications`;
  const profileLink = facts.actorId ? `${publicUrl}/users/${facts.actorId}` : `${publicUrl}/notifications`;
  const where = whereAndWhen(facts);
  const community = facts.community?.name ?? 'a community';
  const communityLink = facts.community
    ? `${publicUrl}/communities/${facts.community.id}`
    : `${publicUrl}/notifications`;
  const event = facts.event?.name ?? 'an event';
  const eventLink = facts.event ? `${publicUrl}/events?event=${facts.event.id}` : `${publicUrl}/notifications`;
  switch (facts.kind) {
    case 'new_dm':
      return {
        subject: `${name} sent you a message`,
        sentence: `${name} sent you a message on Here & There.`,
        link: facts.conversationId ? `${publicUrl}/inbox/view/${facts.conversationId}` : `${publicUrl}/inbox/active`,
      };
    case 'new_general_community_message':
      return {
        subject: `New messages in ${community}`,
        sentence: `${name} wrote in ${community} on Here & There.`,
        link: communityLink,
      };
    case 'community_join_requested':
      return {
        subject: `${name} asked to join ${community}`,
        sentence: `${name} asked to join ${community} on Here & There.`,
        link: facts.community ? `${communityLink}/details` : communityLink,
      };
    case 'community_join_approved':
      return {
        subject: `You are in ${community}`,
        sentence: `${name} let you into ${community}.`,
        link: communityLink,
      };
    case 'community_invited':
      return {
        subject: `${name} invited you to ${community}`,
        sentence: `${name} invited you to join ${community} on Here & There.`,
        link: communityLink,
      };
    case 'community_promoted':
      return {
        subject: `You are an admin of ${community}`,
        sentence: `${name} made you an admin of ${community}.`,
        link: communityLink,
      };
    case 'community_event_created':
      return {
        subject: `New event in ${community}: ${event}`,
        sentence: `${name} created ${event} in ${community}:${where}.`,
        link: eventLink,
      };
    case 'event_waitlist_promoted':
      return {
        subject: `A place freed up at ${event}`,
        sentence: `A place freed up and you are going to ${event}:${where}.`,
        link: eventLink,
      };
    case 'connection_requested':
      return {
        subject: `${name} asked to connect`,
        sentence: `${name} asked to connect with you on Here & There.`,
        link: profileLink,
      };
    case 'connection_accepted':
      return {
        subject: `${name} accepted your connection request`,
        sentence: `${name} accepted your connection request on Here & There.`,
        link: profileLink,
      };
    case 'new_trip':
      return { subject: `${name} has a new trip`, sentence: `${name} is going to${where}.`, link: tripLink };
    case 'trip_shared':
      return {
        subject: `${name} shared a trip with you`,
        sentence: `${name} shared a trip with you:${where}.`,
        link: tripLink,
      };
    case 'subscription_trip':
      return { subject: `${name} is coming to your town`, sentence: `${name} is coming to${where}.`, link: tripLink };
    case 'peer_in_location':
      return facts.crossing === 'there'
        ? {
            subject: `${name} will be where you are going`,
            sentence: `You will be in${where} while ${name} is there.`,
            link: tripLink,
          }
        : {
            subject: `${name} is coming to your town`,
            sentence: `${name} will be in${where}, near you.`,
            link: tripLink,
          };
  }
}

/** An email's text: the sentence and its link, and why it came. */
export function emailText(
  firstName: string,
  message: Message,
  reason = 'You get these emails because email notifications are on in your Here & There settings.',
) {
  return [`Hello ${firstName},`, '', message.sentence, '', message.link, '', reason].join('\n');
}

/** A text message: the sentence and its link. */
export function textBody(message: Message) {
  return `${message.sentence} ${message.link}`;
}
