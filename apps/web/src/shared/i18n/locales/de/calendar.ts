import type { Translation } from '../../resources.ts';
import type en from '../en/calendar.ts';

const calendar: Translation<typeof en> = {
  title: 'Kalender-Abo',
  lead: 'Deine bestätigten Reisen und die Veranstaltungen, bei denen du dabei bist, in deiner Kalender-App.',
  address: 'Deine private Kalenderadresse',
  addressHint: 'Wer diese Adresse hat, sieht deine Reisen und Veranstaltungen: Behalte sie für dich.',
  copy: 'Adresse kopieren',
  copied: 'Adresse kopiert',
  subscribe: 'In meiner Kalender-App öffnen',
  renew: 'Neue Adresse erstellen',
  renewTitle: 'Neue Adresse erstellen?',
  renewBody:
    'Die jetzige Adresse funktioniert sofort nicht mehr. Kalender, die sie abonniert haben, müssen die neue abonnieren.',
  renewed: 'Neue Adresse bereit. Die alte funktioniert nicht mehr.',
  turnOff: 'Ausschalten',
  turnOffTitle: 'Kalender-Abo ausschalten?',
  turnOffBody:
    'Die Adresse funktioniert nicht mehr, und Kalender, die sie abonniert haben, werden nicht mehr aktualisiert.',
  turnedOff: 'Kalender-Abo ausgeschaltet',
  cancel: 'Abbrechen',
  off: 'Dein Kalender-Abo ist ausgeschaltet.',
  offHint: 'Schalte es ein, um eine private Adresse zu bekommen, die Kalender-Apps abonnieren können.',
  turnOn: 'Einschalten',
  turnedOn: 'Kalender-Abo eingeschaltet',
  loading: 'Dein Kalender-Abo wird geladen',
  failed: 'Dein Kalender-Abo konnte nicht geladen werden.',
  howTitle: 'So abonnierst du',
  how: {
    google:
      'Google Kalender: Wähle am Computer neben „Weitere Kalender“ das +, dann „Per URL“, und füge die Adresse ein.',
    apple: 'Apple Kalender: Wähle „Ablage“, dann „Neues Kalenderabonnement …“, und füge die Adresse ein.',
    outlook:
      'Outlook: Wähle „Kalender hinzufügen“, dann „Aus dem Internet abonnieren“, und füge die Adresse ein. Kalender aktualisieren sich alle paar Stunden von selbst.',
  },
};

export default calendar;
