import type { SocialKind, User } from '@here-and-there/contracts';

// The contracts' list, spelled out: importing it would bring the link parser into the public page.
const socialKinds: readonly SocialKind[] = ['linkedin', 'twitter', 'instagram'];

/** Only web links become links: a stored value is shown to others, who must not be sent anywhere else. */
export const webLink = (value: string | null | undefined): string | null =>
  value && /^https?:\/\/[^\s]+$/i.test(value.trim()) ? value.trim() : null;

/** The member's social profiles that the viewer may see, in the spec's order. */
export const socialLinksOf = (user: User): { kind: SocialKind; url: string }[] =>
  socialKinds.flatMap((kind) => {
    const url = webLink(user[kind]);
    return url ? [{ kind, url }] : [];
  });

/**
 * Where the member is today, when a trip has taken them away from their home city. Only beside a
 * home city the viewer may see: without it, "today" could be the hidden home city itself.
 */
export const travellingTo = (user: User) =>
  user.base_location && user.today_location && user.today_location.id !== user.base_location.id
    ? user.today_location
    : null;
