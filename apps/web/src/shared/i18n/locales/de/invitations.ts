import type { Translation } from '../../resources.ts';
import type en from '../en/invitations.ts';

const invitations: Translation<typeof en> = {
  screen: {
    title: '{{name}} lädt dich zu Here & There ein',
    greeting: 'Hallo {{name}},',
    lead: 'Here & There ist das Netzwerk auf Einladung für Menschen, die reisen. Melde dich an, und du bist von Anfang an mit {{name}} verbunden: Ihr erfahrt beide rechtzeitig, wann sich eure Wege kreuzen.',
    signUp: 'Registrieren',
    haveAccount: 'Schon Mitglied?',
    logIn: 'Anmelden',
    memberTitle: '{{name}} hat dich zu Here & There eingeladen',
    memberLead: 'Du bist schon Mitglied. Sieh dir das Profil von {{name}} an und wie ihr verbunden seid.',
    viewProfile: 'Profil von {{name}} ansehen',
    invalidHint:
      'Bitte die Person, die dich eingeladen hat, um einen neuen Link. Wenn du schon ein Konto hast, melde dich an.',
    invalidMemberHint: 'Eine Einladung gilt nur einmal. Dein Netzwerk wartet in deinen Verbindungen auf dich.',
    openConnections: 'Zu deinen Verbindungen',
    failedHint: 'Die Einladung konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  },
  dialog: {
    title: 'Per E-Mail einladen',
    lead: 'Wir schicken einen Link, mit dem sie Here & There beitreten können. Sobald sie sich anmelden, seid ihr verbunden.',
    email: 'E-Mail-Adresse',
    cancel: 'Abbrechen',
    send: 'Einladung senden',
  },
};

export default invitations;
