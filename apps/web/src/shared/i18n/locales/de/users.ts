import type { Translation } from '../../resources.ts';
import type en from '../en/users.ts';

const users: Translation<typeof en> = {
  profile: {
    loading: 'Das Profil wird geladen',
    settings: 'Einstellungen',
    livesIn: 'Lebt in {{city}}',
    nowIn: 'Gerade in {{city}}',
    about: 'Über mich',
    contact: 'Kontakt',
    email: 'E-Mail',
    phone: 'Telefon',
    bookMeeting: 'Termin buchen',
    socialOn: '{{name}} auf {{network}}',
    networks: { linkedin: 'LinkedIn', twitter: 'X (Twitter)', instagram: 'Instagram' },
    viewPicture: 'Profilbild von {{name}} ansehen',
    pictureAlt: 'Profilbild von {{name}}',
    positionAtCompany: '{{position}} bei {{company}}',
    subscribe: 'Sag mir, wann {{name}} in meiner Stadt ist',
    subscribeLead:
      '{{name}} ist bei Here & There, dem Netzwerk auf Einladung für Menschen, die reisen. Melde dich kostenlos an und wir sagen dir, wann {{name}} in deine Stadt kommt.',
    subscribeNote: 'Niemand erfährt mehr über dich als deinen Namen.',
    nothingShared: '{{name}} hat sonst nichts geteilt.',
    ownNothingShared:
      'Ergänze in den Einstellungen eine Beschreibung, deine Arbeit und deine Links, damit andere wissen, wen sie treffen.',
    notFoundHint: 'Vielleicht ist der Link falsch geschrieben, oder das Mitglied hat Here & There verlassen.',
    failedHint: 'Dieses Profil konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  },
  picture: {
    title: 'Profilbild',
  },
  privacy: {
    visibilityTitle: 'Wer was sieht',
    visibilityLead:
      'Lege fest, wer welchen Teil deines Profils sieht. Besucher ohne Anmeldung sehen nur, was für alle sichtbar ist, und nie deine Beschreibung.',
    fields: {
      profile: 'Profil',
      location: 'Heimatstadt',
      last_name: 'Nachname',
      phone: 'Telefonnummer',
      email: 'E-Mail',
      linkedin: 'LinkedIn',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
    },
    fieldHints: {
      profile: 'Deine Beschreibung, deine Arbeit und dein Terminlink',
      location: 'Deine Heimatstadt und wo du gerade bist',
      last_name: 'Alle anderen sehen nur deinen Vornamen',
      phone: 'Deine bestätigte Mobilnummer',
      email: 'Die Adresse, mit der du dich anmeldest',
      linkedin: 'Der Link zu deinem LinkedIn-Profil',
      twitter: 'Der Link zu deinem X-Profil',
      instagram: 'Der Link zu deinem Instagram-Profil',
    },
    levels: {
      public: 'Für alle sichtbar',
      'general-network': 'Nur für Leute sichtbar, die du kennst',
      'close-network': 'Nur für Leute sichtbar, die dir nahestehen',
      hidden: 'Nur für dich sichtbar',
    },
    notificationsTitle: 'Benachrichtigungen',
    notificationsLead:
      'Wie wir dir sagen, dass deine Leute in der Stadt sind. Jede Meldung findest du außerdem in deinen Benachrichtigungen.',
    channels: {
      push: 'Push-Benachrichtigungen',
      email: 'E-Mail',
      sms: 'Textnachrichten (SMS)',
    },
    channelHints: {
      push: 'Auf deinem Telefon und in diesem Browser',
      email: 'An die Adresse, mit der du dich angemeldet hast',
      sms: 'An deine bestätigte Mobilnummer',
    },
    pushHere: {
      refused:
        'Dieser Browser darf unsere Benachrichtigungen nicht anzeigen. Erlaube sie in seinen Website-Einstellungen (das Symbol neben der Adresse) und schalte Push-Benachrichtigungen dann aus und wieder ein. Deine Wahl ist für deine anderen Geräte gespeichert.',
      unsupported:
        'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Deine Wahl ist gespeichert: Dein Telefon und andere Browser bekommen sie.',
      failed:
        'Push-Benachrichtigungen konnten in diesem Browser gerade nicht eingerichtet werden. Deine Wahl ist gespeichert; schalte sie aus und wieder ein, um es erneut zu versuchen.',
    },
    leadDays: 'Benachrichtige mich',
    leadDayOne: '1 Tag vorher',
    leadDaysOther: '{{count}} Tage vorher',
    topicsTitle: 'Nach Thema',
    topicsLead:
      'Wähle, wie dich jede Art von Neuigkeit erreicht. Ein oben ausgeschalteter Weg ist für alle Themen aus.',
    topics: {
      crossings: 'Begegnungen und Hinweise',
      network_trips: 'Reisen in meinem Netzwerk',
      connection_requests: 'Kontaktanfragen',
      community: 'Aktivität in Communitys',
      messages: 'Nachrichten',
      imports: 'Reisen aus E-Mails und Kalendern',
    },
    topicChannels: {
      push: 'Push',
      email: 'E-Mail',
      sms: 'SMS',
    },
    quietHours: 'Ruhezeit',
    quietHoursHint:
      'Dann keine Push-Nachrichten und SMS: Sie warten, bis deine Ruhezeit endet. E-Mails kommen weiter an.',
    quietFrom: 'Von',
    quietTo: 'Bis',
    quietHoursZone: 'In der Zeit deiner Heimatstadt, {{city}}',
    quietHoursUtc: 'In UTC, bis du eine Heimatstadt wählst',
    leadDaysHint: 'Bevor jemand von deinen Leuten in deine Stadt kommt oder du in seiner ankommst',
    notSaved: 'Deine Änderung konnte nicht gespeichert werden. Versuche es erneut.',
    digest: {
      title: 'Tagesüberblick',
      lead: 'Begegnungen und die Reisen deines Netzwerks in einer E-Mail am Tag statt in einer E-Mail für jede. In der App siehst du jede sofort.',
      switch: 'Eine E-Mail am Tag',
      hint: 'Nur an Tagen mit etwas Neuem',
      time: 'Senden um',
      timeHint: 'Die Uhrzeit in deiner Heimatstadt',
    },
  },
  deleteAccount: {
    title: 'Bist du sicher?',
    lead: 'Das Löschen deines Kontos lässt sich nicht rückgängig machen. Es entfernt:',
    removes: [
      'Dein Profil, dein Bild und deine Einstellungen',
      'Deine Reisen und Kontakte',
      'Deine Verbindungen und Community-Mitgliedschaften',
      'Deine Anmeldungen auf allen Geräten',
    ],
    messagesNote: 'Nachrichten, die du geschrieben hast, bleiben ohne deinen Namen in ihren Unterhaltungen.',
    confirmLabel: 'Gib „{{word}}“ ein, um zu bestätigen',
    cancel: 'Abbrechen',
    confirm: 'Mein Konto löschen',
    deleted: 'Dein Konto wurde gelöscht',
  },
  pro: {
    title: 'Werde Pro',
    body: 'Sieh, wo deine Leute sind: die Karte deines Netzwerks, deine Begegnungen und die Suche.',
    becomePro: 'Pro werden',
  },
};

export default users;
