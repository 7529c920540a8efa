/** One window of a list: how many items pass its filters in all, and the items of the window. */
export interface ListSlice<Item> {
  count: number;
  results: Item[];
}

/**
 * A list answer of DESIGN §4 from one window of a list: `next` and `previous` are the request's own
 * URL, on the public address, with the offset moved by one page; null past either end.
 */
export function toPage<Item>(
  slice: ListSlice<Item>,
  request: { url: string; limit: number; offset: number; publicUrl: string },
) {
  const { limit, offset } = request;
  const pageUrl = (pageOffset: number) => {
    const url = new URL(request.url, 'http://request');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('offset', String(pageOffset));
    return `${request.publicUrl}${url.pathname}${url.search}`;
  };
  return {
    count: slice.count,
    next: offset + limit < slice.count ? pageUrl(offset + limit) : null,
    previous: offset > 0 ? pageUrl(Math.max(0, offset - limit)) : null,
    results: slice.results,
  };
}
