const search = {
  title: 'Search',
  field: 'Search',
  placeholder: 'People, communities, trips, places',
  searching: 'Searching',
  keepTyping: 'Type at least 3 characters to search.',
  start: 'Find people, communities, trips, contacts and places.',
  noResults: 'No results',
  noResultsHint: 'Nothing you may see matches “{{query}}”. Check the spelling, or try a shorter part of the name.',
  failed: 'These results could not be loaded.',
  seeAll: 'See all',
  seeAllOf: 'See all {{section}}',
  more: 'Show more',
  recent: {
    title: 'Recent searches',
    clear: 'Clear',
    clearLabel: 'Clear recent searches',
    searchAgain: 'Search again for “{{query}}”',
  },
  sections: {
    top: 'Top',
    users: 'People',
    communities: 'Communities',
    trips: 'Trips',
    contacts: 'Contacts',
    locations: 'Places',
  },
  tabs: 'Search results',
  resultsFor: 'Results for “{{query}}”',
  count: {
    one: '1 result',
    other: '{{count}} results',
    atLeast: '{{count}}+ results',
  },
  tripBy: '{{name}} · {{days}}',
  keys: 'Use the arrow keys to move through the results and Enter to open one.',
} as const;

export default search;
