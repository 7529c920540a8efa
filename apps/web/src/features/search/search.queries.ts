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
import { keepPreviousData, useInfiniteQuery, useQueries } from '@tanstack/react-query';
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
  preview: (section: SearchSection, query: string) => [...searchKeys.all, section, query, 'preview'] as const,
  pages: (section: SearchSection, query: string) => [...searchKeys.all, section, query, 'pages'] as const,
};

const fetchSection = <Section extends SearchSection>(
  section: Section,
  query: string,
  window: { limit: number; offset: number },
  signal: AbortSignal,
) => api.get<SectionPage<Section>>(pathWithQuery(`/search/${section}/`, { q: query, ...window }), { signal });

/**
 * The first results of every section at once (SPEC §2: at most 3 each), in the sections' order,
 * asked only once the text is long enough. While the member types on, each section keeps its last
 * answer on screen until the next one arrives.
 */
export const useSearchPreviews = (query: string) =>
  useQueries({
    queries: searchSections.map((section) => ({
      queryKey: searchKeys.preview(section, query),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchSection(section, query, { limit: searchSectionPreview, offset: 0 }, signal),
      enabled: isSearchable(query),
      placeholderData: keepPreviousData,
    })),
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
