import type { Translation } from '../../resources.ts';
import type en from '../en/notifications.ts';

const notifications: Translation<typeof en> = {
  page: {
    title: 'Benachrichtigungen',
    unreadOne: '1 ungelesen',
    unreadOther: '{{count}} ungelesen',
    allRead: 'Du bist auf dem neuesten Stand.',
    loading: 'Deine Benachrichtigungen werden geladen',
    failed: 'Deine Benachrichtigungen konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    empty: 'Keine Benachrichtigungen',
    emptyHint:
      'Wenn deine Leute dort sein wollen, wo du bist, oder sich mit dir verbinden möchten, erfährst du es hier zuerst.',
    more: 'Mehr anzeigen',
  },
  kinds: {
    peer_in_location: '{{name}} ist ab dem {{date}} in {{place}}',
    new_trip: '{{name}} reist ab dem {{date}} nach {{place}}',
    trip_shared: '{{name}} hat eine Reise nach {{place}} mit dir geteilt',
    subscription_trip: '{{name}} kommt am {{date}} nach {{place}}',
    connection_requested: '{{name}} möchte sich mit dir verbinden',
    connection_accepted: '{{name}} hat deine Verbindungsanfrage angenommen',
    community_join_requested: '{{name}} möchte {{community}} beitreten',
    community_join_approved: '{{name}} hat dich in {{community}} aufgenommen',
    community_invited: '{{name}} hat dich zu {{community}} eingeladen',
    community_promoted: '{{name}} hat dich zum Admin von {{community}} gemacht',
    community_event_created: '{{name}} hat {{event}} in {{community}} erstellt, am {{date}}',
    event_waitlist_promoted: 'Ein Platz ist frei geworden: Du nimmst am {{date}} an {{event}} teil',
    new_dm: '{{name}} hat dir eine Nachricht geschickt',
    new_general_community_message: '{{name}} hat in {{community}} geschrieben',
    booking_cancelled: 'Eine Buchung deiner Reise nach {{place}} am {{date}} wurde storniert',
    google_disconnected:
      'Dein Google-Konto wurde getrennt: Verbinde es erneut, damit wir weiter Reisen in deinen E-Mails finden',
    outlook_disconnected:
      'Dein Outlook-Konto wurde getrennt: Verbinde es erneut, damit wir weiter Reisen in deinen E-Mails finden',
  },
  someone: 'Jemand',
  anEvent: 'eine Veranstaltung',
  unread: 'Ungelesen',
  actions: {
    list: 'Benachrichtigungen',
    markRead: 'Als gelesen markieren',
    markUnread: 'Als ungelesen markieren',
    delete: 'Löschen',
    clearAll: 'Alle löschen',
    confirmClear: 'Alle Benachrichtigungen löschen?',
    confirmClearBody: 'Sie werden endgültig gelöscht.',
    cancel: 'Abbrechen',
    accept: 'Annehmen',
    accepted: 'Angenommen',
  },
  unsubscribe: {
    title: 'E-Mails abbestellen',
    lead: 'Du bekommst keine E-Mails mehr zu {{topics}}. In der App siehst du sie weiterhin, und in deinen Datenschutz-Einstellungen kannst du sie wieder einschalten.',
    confirm: 'Abbestellen',
    doneTitle: 'Du hast sie abbestellt',
    done: 'Keine E-Mails mehr zu {{topics}}. Welche E-Mails du bekommst, wählst du jederzeit in deinen Datenschutz-Einstellungen.',
    openSettings: 'Datenschutz-Einstellungen öffnen',
    invalidTitle: 'Dieser Link funktioniert nicht',
    failed: 'Wir konnten dich gerade nicht abmelden. Prüfe deine Verbindung und versuche es erneut.',
    and: 'und',
    topics: {
      crossings: 'Begegnungen',
      network_trips: 'Reisen deines Netzwerks',
      connection_requests: 'Verbindungsanfragen',
      community: 'Aktivitäten in Communities',
      messages: 'Nachrichten',
      imports: 'Reisen aus deinen E-Mails und Kalendern',
    },
  },
  pushOffer: {
    title: 'Erhalte eine Push-Nachricht, wenn jemand, den du kennst, dort sein wird',
    body: 'Wir sagen dir Bescheid, sobald jemand von deinen Leuten dort sein will, wo du hinfährst, oder in deine Stadt kommt.',
    turnOn: 'Einschalten',
    notNow: 'Nicht jetzt',
    on: 'Push-Nachrichten sind in diesem Browser eingeschaltet',
    refused:
      'Dieser Browser zeigt unsere Benachrichtigungen nicht. Du kannst sie in seinen Website-Einstellungen erlauben.',
    unsupported: 'Dieser Browser kann keine Push-Nachrichten empfangen. Dein Telefon und andere Browser können es.',
    failed:
      'Push-Nachrichten konnten gerade nicht eingerichtet werden. Versuche es in deinen Datenschutz-Einstellungen erneut.',
  },
};

export default notifications;
