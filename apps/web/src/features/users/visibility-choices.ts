import type { VisibilityField, VisibilityLevel } from '@here-and-there/contracts';

// The contracts' `visibilityLevels` and `visibilityFields`, in the same order. Importing them would
// bring the contracts' zod schemas (same module) into the privacy tab's first download; the types
// keep these lists to known values, and a unit test keeps them equal to the contracts' lists.

/** Who may see a profile field, from widest to narrowest. */
export const visibilityLevels = [
  'public',
  'general-network',
  'close-network',
  'hidden',
] as const satisfies readonly VisibilityLevel[];

/** The profile fields a member gives their own level. */
export const visibilityFields = [
  'profile',
  'location',
  'last_name',
  'phone',
  'email',
  'linkedin',
  'twitter',
  'instagram',
] as const satisfies readonly VisibilityField[];
