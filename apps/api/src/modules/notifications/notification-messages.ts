import type { Language, NotificationKind } from '@here-and-there/contracts';

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

/** Days as each language's readers write them: "12 Jun 2026", "12. Juni 2026". */
const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "12 – 15 Jun 2026" ("12.–15. Juni 2026"), or one day; plain spaces, as every phone shows them. */
export function formatDays(startsOn: string, endsOn: string | null, language: Language = 'en') {
  const dayFormat = dayFormats[language];
  const start = new Date(`${startsOn}T00:00:00Z`);
  const days =
    endsOn && endsOn !== startsOn
      ? dayFormat.formatRange(start, new Date(`${endsOn}T00:00:00Z`))
      : dayFormat.format(start);
  return days.replace(/\s/g, ' ');
}

/** " Lisbon, Portugal (12–15 Jun 2026)": where and when, as far as they are known. */
function whereAndWhen(facts: MessageFacts, language: Language) {
  const place = facts.placeTitle ? ` ${facts.placeTitle}` : '';
  const days = facts.startsOn ? ` (${formatDays(facts.startsOn, facts.endsOn, language)})` : '';
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
 * names its community; in the recipient's language. Never the messages themselves: a locked phone shows a push to anyone.
 */
export function unreadMessagesPush(facts: UnreadMessagesFacts, language: Language = 'en') {
  const isOne = facts.unread === 1;
  const isFromOne = facts.authorName !== null && facts.kind === 'new_dm';
  const isChannel = facts.kind === 'new_general_community_message';
  const route = pushRouteFor(facts);
  if (language === 'de') {
    const count = `${facts.unread} ${isOne ? 'neue Nachricht' : 'neue Nachrichten'}`;
    const where = isChannel ? (facts.community?.name ?? 'deiner Community') : (facts.groupName ?? 'deiner Gruppe');
    return {
      title: isFromOne ? `${count} von ${facts.authorName}` : `${count} in ${where}`,
      body: 'Öffne Here & There, um sie zu lesen.',
      route,
    };
  }
  const count = `${facts.unread} new ${isOne ? 'message' : 'messages'}`;
  const where = isChannel ? (facts.community?.name ?? 'your community') : (facts.groupName ?? 'your group');
  return {
    title: isFromOne ? `${count} from ${facts.authorName}` : `${count} in ${where}`,
    body: `Open Here & There to read ${isOne ? 'it' : 'them'}.`,
    route,
  };
}

/**
 * The words of a notification for its email, text and push in the recipient's language, with a
 * link to the screen of the web app it is about.
 */
export function messageFor(facts: MessageFacts, publicUrl: string, language: Language = 'en'): Message {
  const links = linksFor(facts, publicUrl);
  const where = whereAndWhen(facts, language);
  const words = language === 'de' ? germanWordsFor(facts, links, where) : englishWordsFor(facts, links, where);
  return { ...words, route: pushRouteFor(facts) };
}

/** The screens of the web app (its routes) a notification's links open. */
interface Links {
  trip: string;
  profile: string;
  community: string;
  communityDetails: string;
  communityChannel: string;
  event: string;
  chat: string;
  integrations: string;
}

function linksFor(facts: MessageFacts, publicUrl: string): Links {
  const notifications = `${publicUrl}/notifications`;
  const community = facts.community ? `${publicUrl}/communities/${facts.community.id}` : notifications;
  return {
    trip: facts.tripId ? `${publicUrl}/trips/${facts.tripId}` : notifications,
    profile: facts.actorId ? `${publicUrl}/users/${facts.actorId}` : notifications,
    community,
    communityDetails: facts.community ? `${community}/details` : notifications,
    // The general channel, where a tapped push of its messages opens too.
    communityChannel: facts.community ? `${community}/general` : notifications,
    event: facts.event ? `${publicUrl}/events?event=${facts.event.id}` : notifications,
    chat: facts.conversationId ? `${publicUrl}/inbox/view/${facts.conversationId}` : `${publicUrl}/inbox/active`,
    integrations: `${publicUrl}/integrations`,
  };
}

type Words = Omit<Message, 'route'>;

function englishWordsFor(facts: MessageFacts, links: Links, where: string): Words {
  const { actorName: name } = facts;
  const community = facts.community?.name ?? 'a community';
  const event = facts.event?.name ?? 'an event';
  switch (facts.kind) {
    case 'google_disconnected':
    case 'outlook_disconnected': {
      const provider = facts.kind === 'google_disconnected' ? 'Google' : 'Outlook';
      return {
        subject: `Your ${provider} account was disconnected`,
        sentence: `Here & There can no longer read your ${provider} mail and calendar, so trips in them are not found any more. Connect it again to keep them coming.`,
        link: links.integrations,
      };
    }
    case 'new_dm':
      return {
        subject: `${name} sent you a message`,
        sentence: `${name} sent you a message on Here & There.`,
        link: links.chat,
      };
    case 'new_general_community_message':
      return {
        subject: `New messages in ${community}`,
        sentence: `${name} wrote in ${community} on Here & There.`,
        link: links.communityChannel,
      };
    case 'community_join_requested':
      return {
        subject: `${name} asked to join ${community}`,
        sentence: `${name} asked to join ${community} on Here & There.`,
        link: links.communityDetails,
      };
    case 'community_join_approved':
      return {
        subject: `You are in ${community}`,
        sentence: `${name} let you into ${community}.`,
        link: links.community,
      };
    case 'community_invited':
      return {
        subject: `${name} invited you to ${community}`,
        sentence: `${name} invited you to join ${community} on Here & There.`,
        link: links.community,
      };
    case 'community_promoted':
      return {
        subject: `You are an admin of ${community}`,
        sentence: `${name} made you an admin of ${community}.`,
        link: links.community,
      };
    case 'community_event_created':
      return {
        subject: `New event in ${community}: ${event}`,
        sentence: `${name} created ${event} in ${community}:${where}.`,
        link: links.event,
      };
    case 'event_waitlist_promoted':
      return {
        subject: `A place freed up at ${event}`,
        sentence: `A place freed up and you are going to ${event}:${where}.`,
        link: links.event,
      };
    case 'connection_requested':
      return {
        subject: `${name} asked to connect`,
        sentence: `${name} asked to connect with you on Here & There.`,
        link: links.profile,
      };
    case 'connection_accepted':
      return {
        subject: `${name} accepted your connection request`,
        sentence: `${name} accepted your connection request on Here & There.`,
        link: links.profile,
      };
    case 'new_trip':
      return { subject: `${name} has a new trip`, sentence: `${name} is going to${where}.`, link: links.trip };
    case 'trip_shared':
      return {
        subject: `${name} shared a trip with you`,
        sentence: `${name} shared a trip with you:${where}.`,
        link: links.trip,
      };
    case 'subscription_trip':
      return { subject: `${name} is coming to your town`, sentence: `${name} is coming to${where}.`, link: links.trip };
    case 'booking_cancelled':
      return {
        subject: 'A booking of your trip was cancelled',
        sentence: `A booking of your trip to${where} was cancelled. Remove the trip if you are no longer going.`,
        link: links.trip,
      };
    case 'peer_in_location':
      return facts.crossing === 'there'
        ? {
            subject: `${name} will be where you are going`,
            sentence: `You will be in${where} while ${name} is there.`,
            link: links.trip,
          }
        : {
            subject: `${name} is coming to your town`,
            sentence: `${name} will be in${where}, near you.`,
            link: links.trip,
          };
  }
}

/** The same words in German, spoken to the member as "du" as the app does. */
function germanWordsFor(facts: MessageFacts, links: Links, where: string): Words {
  const { actorName: name } = facts;
  const community = facts.community?.name ?? 'eine Community';
  const event = facts.event?.name ?? 'ein Event';
  switch (facts.kind) {
    case 'google_disconnected':
    case 'outlook_disconnected': {
      const provider = facts.kind === 'google_disconnected' ? 'Google' : 'Outlook';
      return {
        subject: `Dein ${provider}-Konto wurde getrennt`,
        sentence: `Here & There kann deine E-Mails und deinen Kalender bei ${provider} nicht mehr lesen, deshalb finden wir dort keine Reisen mehr. Verbinde das Konto erneut, damit sie wieder ankommen.`,
        link: links.integrations,
      };
    }
    case 'new_dm':
      return {
        subject: `${name} hat dir eine Nachricht geschickt`,
        sentence: `${name} hat dir auf Here & There eine Nachricht geschickt.`,
        link: links.chat,
      };
    case 'new_general_community_message':
      return {
        subject: `Neue Nachrichten in ${community}`,
        sentence: `${name} hat auf Here & There in ${community} geschrieben.`,
        link: links.communityChannel,
      };
    case 'community_join_requested':
      return {
        subject: `${name} möchte ${community} beitreten`,
        sentence: `${name} möchte auf Here & There ${community} beitreten.`,
        link: links.communityDetails,
      };
    case 'community_join_approved':
      return {
        subject: `Du bist jetzt in ${community}`,
        sentence: `${name} hat dich in ${community} aufgenommen.`,
        link: links.community,
      };
    case 'community_invited':
      return {
        subject: `${name} hat dich in ${community} eingeladen`,
        sentence: `${name} lädt dich ein, auf Here & There ${community} beizutreten.`,
        link: links.community,
      };
    case 'community_promoted':
      return {
        subject: `Du bist Admin von ${community}`,
        sentence: `${name} hat dich zum Admin von ${community} gemacht.`,
        link: links.community,
      };
    case 'community_event_created':
      return {
        subject: `Neues Event in ${community}: ${event}`,
        sentence: `${name} hat ${event} in ${community} angelegt:${where}.`,
        link: links.event,
      };
    case 'event_waitlist_promoted':
      return {
        subject: `Ein Platz bei ${event} ist frei geworden`,
        sentence: `Ein Platz ist frei geworden und du bist bei ${event} dabei:${where}.`,
        link: links.event,
      };
    case 'connection_requested':
      return {
        subject: `${name} möchte sich mit dir verbinden`,
        sentence: `${name} möchte sich auf Here & There mit dir verbinden.`,
        link: links.profile,
      };
    case 'connection_accepted':
      return {
        subject: `${name} hat deine Verbindungsanfrage angenommen`,
        sentence: `${name} hat deine Verbindungsanfrage auf Here & There angenommen.`,
        link: links.profile,
      };
    case 'new_trip':
      return { subject: `${name} hat eine neue Reise`, sentence: `${name} reist nach${where}.`, link: links.trip };
    case 'trip_shared':
      return {
        subject: `${name} hat eine Reise mit dir geteilt`,
        sentence: `${name} hat eine Reise mit dir geteilt:${where}.`,
        link: links.trip,
      };
    case 'subscription_trip':
      return { subject: `${name} kommt in deine Stadt`, sentence: `${name} kommt nach${where}.`, link: links.trip };
    case 'booking_cancelled':
      return {
        subject: 'Eine Buchung deiner Reise wurde storniert',
        sentence: `Eine Buchung deiner Reise nach${where} wurde storniert. Entferne die Reise, wenn du nicht mehr hinfährst.`,
        link: links.trip,
      };
    case 'peer_in_location':
      return facts.crossing === 'there'
        ? {
            subject: `${name} ist dort, wo du hinreist`,
            sentence: `Du bist in${where}, während ${name} dort ist.`,
            link: links.trip,
          }
        : {
            subject: `${name} kommt in deine Stadt`,
            sentence: `${name} ist in${where}, ganz in deiner Nähe.`,
            link: links.trip,
          };
  }
}

/** A text message: the sentence and its link. */
export function textBody(message: Message) {
  return `${message.sentence} ${message.link}`;
}
