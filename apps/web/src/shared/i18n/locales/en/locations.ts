import { messages } from '@here-and-there/contracts';

const locations = {
  noLocations: messages.noLocations,
  typeToSearch: 'Type the name of a city',
  searching: 'Searching…',
  clear: 'Clear',
  open: 'Show places',
  close: 'Hide places',
} as const;

export default locations;
