import type { Translation } from '../../resources.ts';
import type en from '../en/locations.ts';

const locations: Translation<typeof en> = {
  noLocations: 'Keine Orte',
  typeToSearch: 'Gib den Namen einer Stadt ein',
  searching: 'Wird gesucht…',
  clear: 'Leeren',
  open: 'Orte anzeigen',
  close: 'Orte ausblenden',
};

export default locations;
