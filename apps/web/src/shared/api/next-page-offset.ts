/**
 * Where the next page of an offset-paged list starts (`getNextPageParam` of an infinite query):
 * after what is loaded, while the list's count says there is more; none once a page comes back empty.
 */
export function nextPageOffset(
  last: { count: number; results: readonly unknown[] },
  pages: readonly { results: readonly unknown[] }[],
) {
  const loaded = pages.reduce((total, page) => total + page.results.length, 0);
  return loaded < last.count && last.results.length > 0 ? loaded : undefined;
}
