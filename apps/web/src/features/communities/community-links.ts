import { arrivalOf, type CommunityCrossingsQuery, departureOf, type Location } from '@here-and-there/contracts';
import { qrLink } from '../users/profile-link.ts';

/** The community's screens of SPEC §2. */
export const communityPaths = {
  page: (communityId: string) => `/communities/${communityId}`,
  details: (communityId: string) => `/communities/${communityId}/details`,
  general: (communityId: string) => `/communities/${communityId}/general`,
  channel: (communityId: string, channelId: string) => `/communities/${communityId}/${channelId}`,
  channelDetails: (communityId: string, channelId: string) => `/communities/${communityId}/${channelId}/details`,
  /** A channel as a visitor sees it, before signing in. */
  channelAuth: (communityId: string, channelId: string) => `/communities/${communityId}/${channelId}/auth`,
  editChannel: (communityId: string, channelId: string) => `/communities/${communityId}/edit/${channelId}`,
  member: (communityId: string, userId: string) => `/communities/${communityId}/user/${userId}`,
  edit: (communityId: string) => `/communities/edit/${communityId}`,
  invitation: (token: string) => `/invitation/community/${token}`,
};

/** The channel's own path: the general channel has its fixed name (SPEC §2 `/general`). */
export const channelPath = (communityId: string, channel: { id: string; is_main: boolean }) =>
  channel.is_main ? communityPaths.general(communityId) : communityPaths.channel(communityId, channel.id);

/** The community's link as its QR code carries it, with the timestamp every QR link has (SPEC §9). */
export const communityQrLink = (communityId: string, origin: string, now = new Date()) =>
  qrLink(communityPaths.page(communityId), origin, now);

/** The invitation page's query that tells it to take the link up at once: set on the way back from signing in. */
export const acceptParam = 'accept';

/** Where a visitor who opened an invitation link comes back to after signing up or in, to take it up. */
export const invitationReturnPath = (token: string) => `${communityPaths.invitation(token)}?${acceptParam}=1`;

/** SPEC §5: a handle is lowercased as it is typed. */
export const typedHandle = (value: string) => value.toLowerCase();

/** The "who will be in {place} from {date} to {date}" filter as the form holds it. */
export interface PlaceFilter {
  location: Location | null;
  /** `YYYY-MM-DD`, empty when not chosen. */
  from: string;
  to: string;
}

export const emptyPlaceFilter: PlaceFilter = { location: null, from: '', to: '' };

/**
 * `GET …/crossings/`'s query: without a place, the co-members who will be where the caller is;
 * with one, those who will be there in the days chosen (whole days, as trips are: SPEC §3).
 */
export function crossingsQueryOf(filter: PlaceFilter): CommunityCrossingsQuery {
  if (!filter.location) return {};
  return {
    location: filter.location.id,
    ...(filter.from && { date_gte: arrivalOf(filter.from) }),
    ...(filter.to && { date_lte: departureOf(filter.to) }),
  };
}

/** At most `count` members with pictures, for the avatar mosaic (SPEC §2: at most 4 with pictures). */
export const mosaicMembers = <Member extends { profile_picture: unknown }>(members: readonly Member[], count = 4) =>
  members.filter((member) => member.profile_picture !== null).slice(0, count);

/**
 * The channel header's rotating line (SPEC §2, every 6000 ms): the member count, then members'
 * names a few at a time, so the header says who is there without a list.
 */
export function rotatingMemberLines(
  names: readonly string[],
  total: number,
  words: {
    count: (count: number) => string;
    andOthers: (names: string, others: number) => string;
    names: (names: string) => string;
  },
  perLine = 3,
): string[] {
  const lines = [words.count(total)];
  for (let start = 0; start < names.length; start += perLine) {
    const shown = names.slice(start, start + perLine).join(', ');
    const others = total - Math.min(names.length, start + perLine);
    lines.push(start + perLine >= names.length && others > 0 ? words.andOthers(shown, others) : words.names(shown));
  }
  return lines;
}

/** The one or the other sentence of a count (the catalogues hold `{one, other}` for each). */
export const countOf = (words: { one: string; other: string }, count: number) =>
  count === 1 ? words.one : words.other;
