import {
  type AddressSearchResult,
  type Community,
  type Contact,
  isSearchable,
  type SearchSection,
  searchSectionPreview,
  searchSections,
  type Trip,
  type User,
} from '@here-and-there/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, pathWithQuery } from '../../shared/api/api-client.ts';
import { nextPageOffset } from '../../shared/api/next-page-offset.ts';

/** What each section of search finds (`GET /search/{section}/`). */
export interface SectionItems {
  users: User;
  communities: Community;
  trips: Trip;
  contacts: Contact;
  locations: AddressSearchResult;
}

/** One result, with the section that found it. */
export type SearchHit = {
  [Section in SearchSection]: { section: Section; item: SectionItems[Section] };
}[SearchSection];

interface SectionPage<Section extends SearchSection> {
  count: number;
  results: SectionItems[Section][];
}

/** 20 a page, as every list of the app (the contracts' `searchQuery`). */
const pageSize = 20;

export const searchKeys = {
  all: ['search'] as const,
  previews: (query: string) => [...searchKeys.all, 'previews', query] as const,
  pages: (section: SearchSection, query: string) => [...searchKeys.all, section, query, 'pages'] as const,
};

const fetchSection = <Section extends SearchSection>(
  section: Section,
  query: string,
  window: { limit: number; offset: number },
  signal: AbortSignal,
) => api.get<SectionPage<Section>>(pathWithQuery(`/search/${section}/`, { q: query, ...window }), { signal });

/** One section's first results, or why it has none to show. */
export type SectionAnswer =
  | { section: SearchSection; isFound: true; page: SectionPage<SearchSection> }
  | { section: SearchSection; isFound: false };

/**
 * The first results of every section (SPEC §2: at most 3 each), in the sections' order, asked
 * together and shown together once the text is long enough; a section whose call failed says so
 * alone. While the member types on, the last answer stays on screen until the next one arrives.
 * (One query rather than five: TanStack's `useQueries` would add its observer to every screen's
 * first download, where the query library lives.)
 */
export const useSearchPreviews = (query: string) =>
  useQuery({
    queryKey: searchKeys.previews(query),
    queryFn: async ({ signal }): Promise<SectionAnswer[]> => {
      const answers = await Promise.allSettled(
        searchSections.map((section) =>
          fetchSection(section, query, { limit: searchSectionPreview, offset: 0 }, signal),
        ),
      );
      return answers.map((answer, index) => {
        const section = searchSections[index]!;
        return answer.status === 'fulfilled'
          ? { section, isFound: true, page: answer.value }
          : { section, isFound: false };
      });
    },
    enabled: isSearchable(query),
    placeholderData: keepPreviousData,
  });

/** The results of a section's answer, each with the section that found it. */
export const hitsOf = (section: SearchSection, results: readonly SectionItems[SearchSection][]) =>
  // Each section's answer holds its own kind only (see `SectionItems`).
  results.map((item) => ({ section, item }) as SearchHit);

/** All the results of one section, a page at a time, for its tab of `/search/{tab}`. */
export const useSectionPages = <Section extends SearchSection>(section: Section, query: string) =>
  useInfiniteQuery({
    queryKey: searchKeys.pages(section, query),
    queryFn: ({ pageParam, signal }) => fetchSection(section, query, { limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    enabled: isSearchable(query),
  });
