import type { Translation } from '../../resources.ts';
import type en from '../en/search.ts';

const search: Translation<typeof en> = {
  title: 'Suche',
  field: 'Suche',
  placeholder: 'Personen, Communities, Reisen, Orte',
  searching: 'Suche läuft',
  keepTyping: 'Gib mindestens 3 Zeichen ein, um zu suchen.',
  start: 'Finde Personen, Communities, Reisen, Kontakte und Orte.',
  noResults: 'Keine Ergebnisse',
  noResultsHint:
    'Nichts, was du sehen darfst, passt zu „{{query}}“. Prüfe die Schreibweise oder versuche einen kürzeren Teil des Namens.',
  failed: 'Diese Ergebnisse konnten nicht geladen werden.',
  seeAll: 'Alle anzeigen',
  seeAllOf: 'Alle anzeigen: {{section}}',
  more: 'Mehr anzeigen',
  recent: {
    title: 'Letzte Suchen',
    clear: 'Löschen',
    clearLabel: 'Letzte Suchen löschen',
    searchAgain: 'Erneut nach „{{query}}“ suchen',
  },
  sections: {
    top: 'Übersicht',
    users: 'Personen',
    communities: 'Communities',
    trips: 'Reisen',
    contacts: 'Kontakte',
    locations: 'Orte',
  },
  tabs: 'Suchergebnisse',
  resultsFor: 'Ergebnisse für „{{query}}“',
  count: {
    one: '1 Ergebnis',
    other: '{{count}} Ergebnisse',
    atLeast: '{{count}}+ Ergebnisse',
  },
  tripBy: '{{name}} · {{days}}',
  keys: 'Mit den Pfeiltasten bewegst du dich durch die Ergebnisse, mit Enter öffnest du eines.',
};

export default search;
