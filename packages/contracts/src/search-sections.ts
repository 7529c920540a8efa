import { searchMinLength } from './constants.ts';

// Apart from the search calls' schemas, so a screen that needs only these leaves zod out of its
// first download (the contracts are side-effect free module by module, not statement by statement).

/** Whether a search text is long enough to be looked up (SPEC §9). */
export const isSearchable = (text: string) => [...text.trim()].length >= searchMinLength;

/**
 * The sections of the search dialog and of `/search/{tab}` (SPEC §2), in the order they are shown;
 * each has its own call, `GET /search/{section}/?q=&limit=&offset=`.
 */
export const searchSections = ['users', 'communities', 'trips', 'contacts', 'locations'] as const;
export type SearchSection = (typeof searchSections)[number];

/** The tabs of `/search/{tab}`: every section at once, then one per section. */
export const searchTabs = ['top', ...searchSections] as const;
export type SearchTab = (typeof searchTabs)[number];

/** How many results of each section the dialog and the `top` tab show (SPEC §2). */
export const searchSectionPreview = 3;

/**
 * The most results a search counts and pages through, per section: past it a list shows that
 * there are more ("1,000+ results") and the member narrows the text.
 */
export const searchCountLimit = 1000;
