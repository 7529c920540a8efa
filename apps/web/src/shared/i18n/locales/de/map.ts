import type { Translation } from '../../resources.ts';
import type en from '../en/map.ts';

const map: Translation<typeof en> = {
  title: 'Karte',
  lead: 'Wo deine Leute sind: zu Hause oder unterwegs.',
  loading: 'Deine Leute werden geladen',
  failed: 'Deine Leute konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  empty: 'Keine Mitglieder',
  emptyHint:
    'Die Menschen in deinem Netzwerk erscheinen hier, an ihren Heimatstädten und an den Orten, zu denen sie reisen.',
  mapLabel: 'Karte deiner Leute',
  mapLoading: 'Die Karte wird geladen',
  cluster: '{{count}} Personen hier. Hineinzoomen',
  periods: {
    label: 'Zeitraum',
    week: 'Diese Woche',
    month: 'Dieser Monat',
    quarter: 'Nächste 3 Monate',
  },
  people: {
    title: 'Auf der Karte',
    list: 'Deine Leute auf der Karte',
    home: 'Zu Hause in {{place}}',
    trip: 'In {{place}}, {{days}}',
    marker: '{{name}}, {{where}}',
  },
  group: {
    title: 'In dieser Stadt',
  },
};

export default map;
