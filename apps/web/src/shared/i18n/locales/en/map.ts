const map = {
  title: 'Map',
  lead: 'Where your people are: at home, or on their way somewhere.',
  loading: 'Loading your people',
  failed: 'Your people could not be loaded. Check your connection and try again.',
  empty: 'No users',
  emptyHint: 'People in your network appear here, pinned to their home cities and the places they are travelling to.',
  mapLabel: 'Map of your people',
  mapLoading: 'Loading the map',
  cluster: '{{count}} people here. Zoom in',
  periods: {
    label: 'Period',
    week: 'This week',
    month: 'This month',
    quarter: 'Next 3 months',
  },
  people: {
    title: 'On the map',
    list: 'Your people on the map',
    home: 'At home in {{place}}',
    trip: 'In {{place}}, {{days}}',
    marker: '{{name}}, {{where}}',
  },
  group: {
    title: 'In this city',
  },
} as const;

export default map;
