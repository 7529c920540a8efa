import type { Translation } from '../../resources.ts';
import type en from '../en/connections.ts';

const connections: Translation<typeof en> = {
  levels: {
    close: 'Eng',
    general: 'Allgemein',
    public: 'Öffentlich',
  },
  levelHints: {
    close:
      '{{name}} sieht, was du mit Menschen teilst, die dir nahestehen, und du erfährst, wann sich eure Wege kreuzen.',
    general: '{{name}} sieht, was du mit Menschen teilst, die du kennst, und du erfährst, wann sich eure Wege kreuzen.',
    public: 'Keine Verbindung: {{name}} sieht nur, was du für alle sichtbar gemacht hast.',
  },
  controls: {
    title: 'Du und {{name}}',
    picker: 'Deine Stufe für {{name}}',
    connected: 'Verbunden',
    invitationSent: 'Einladung gesendet',
    invitationSentHint: 'Ihr seid verbunden, sobald {{name}} annimmt.',
    asked: '{{name}} möchte sich mit dir verbinden',
    askedHint:
      'Nimm an, um zu sehen, was {{name}} mit Menschen teilt, die sie oder er kennt. Deine eigene Stufe wählst du danach.',
    accept: 'Verbindung annehmen',
    blocked: 'Du hast {{name}} blockiert',
    blockedHint: 'Keiner von euch sieht das Profil, die Reisen oder Nachrichten des anderen.',
    unblock: 'Blockierung aufheben',
    message: 'Nachricht',
    bookMeeting: 'Termin buchen',
    more: 'Mehr zu {{name}}',
    block: 'Blockieren',
    remove: 'Aus dem Netzwerk entfernen',
  },
  confirm: {
    blockTitle: '{{name}} blockieren?',
    blockBody:
      '{{name}} sieht von deinem Profil nur noch deinen Vornamen, keine deiner Reisen und kann sich weder mit dir verbinden noch dir schreiben. Du siehst das Gleiche nicht mehr von {{name}}.',
    blockAction: '{{name}} blockieren',
    removeTitle: '{{name}} aus deinem Netzwerk entfernen?',
    removeBody:
      'Ihr seid füreinander wieder öffentlich: {{name}} sieht nur, was du für alle sichtbar gemacht hast. Ihr könnt euch jederzeit wieder verbinden.',
    removeAction: 'Entfernen',
    cancel: 'Abbrechen',
  },
  done: {
    blocked: '{{name}} ist blockiert',
    unblocked: 'Die Blockierung von {{name}} ist aufgehoben',
    removed: '{{name}} wurde aus deinem Netzwerk entfernt',
    accepted: 'Du und {{name}} seid verbunden',
  },
  panel: {
    invite: 'Per E-Mail einladen',
    requests: 'Warten auf dich',
    network: 'Dein Netzwerk',
    blocked: 'Blockiert',
    empty: 'Keine Mitglieder',
    emptyHint:
      'Dein Netzwerk wächst, wenn du dich mit Menschen verbindest, die du kennst. Lade jemanden per E-Mail ein, und ihr seid verbunden, sobald sie beitreten.',
    noMatch: 'Niemand in deinem Netzwerk passt zu dieser Suche.',
    failed: 'Deine Verbindungen konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    status: {
      pending_initiator: 'Einladung gesendet',
      pending_receiver: 'Möchte sich verbinden',
      active: 'Verbunden',
    },
  },
};

export default connections;
