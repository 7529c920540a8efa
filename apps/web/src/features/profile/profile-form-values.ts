import type { Location, User } from '@here-and-there/contracts';

/** The profile fields the form edits, in the order they are shown and focused. */
export const profileFieldNames = [
  'first_name',
  'last_name',
  'username',
  'bio',
  'company',
  'position',
  'linkedin',
  'twitter',
  'instagram',
  'book_meeting_link',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];
export type ProfileFormValues = Record<ProfileFieldName, string> & { base_location: Location | null };
/** Every value of the form: the texts, and the home city picked from the place search. */
export type ProfileValueName = keyof ProfileFormValues;

/** What the form shows for a member: empty text for anything they have not filled in. */
export const toFormValues = (member: User): ProfileFormValues => ({
  ...(Object.fromEntries(profileFieldNames.map((name) => [name, member[name] ?? ''])) as Record<
    ProfileFieldName,
    string
  >),
  base_location: member.base_location,
});

export const changedFields = (saved: ProfileFormValues, typed: ProfileFormValues): ProfileValueName[] => [
  ...profileFieldNames.filter((name) => saved[name] !== typed[name]),
  ...(saved.base_location?.id === typed.base_location?.id ? [] : (['base_location'] as const)),
];
