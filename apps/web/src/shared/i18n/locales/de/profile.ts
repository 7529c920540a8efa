import type { Translation } from '../../resources.ts';
import type en from '../en/profile.ts';

const profile: Translation<typeof en> = {
  picture: {
    label: 'Profilbild',
    alt: 'Profilbild von {{name}}',
    uploading: 'Dein Bild wird hochgeladen',
    uploaded: 'Bild gespeichert',
    removed: 'Bild entfernt',
  },
  sections: {
    about: 'Über dich',
    aboutOther: 'Über {{name}}',
    links: 'Links',
    linksLead: 'Füge einen Profillink ein oder gib deinen Namen dort ein; wir speichern den vollständigen Link.',
    account: 'Anmelde-E-Mail',
    homeCity: 'Heimatstadt',
    homeCityLead: 'Hier beginnen Begegnungen: Wir vergleichen sie mit den Reisen deiner Bekannten.',
  },
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    username: 'Benutzername',
    usernameHint: 'Beginnt mit einem Buchstaben; nur Buchstaben, Ziffern und Unterstriche.',
    bio: 'Über mich',
    bioHint: 'Ein paar Worte über dich. Wer nicht angemeldet ist, sieht sie nie. {{count}}/{{max}}',
    company: 'Firma',
    position: 'Position',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
    instagram: 'Instagram',
    socialHint: 'Profillink oder Name, zum Beispiel @ana',
    openLink: '{{network}}-Profil öffnen',
    bookMeetingLink: 'Link zur Terminbuchung',
    bookMeetingLinkHint: 'Eine Seite, auf der Bekannte Zeit mit dir buchen können, beginnend mit https://',
    openBookMeetingLink: 'Deine Buchungsseite öffnen',
    email: 'E-Mail',
    homeCity: 'Heimatstadt',
    homeCityHint: 'Tippe los und wähle die Stadt aus der Liste.',
  },
  actions: {
    save: 'Änderungen speichern',
    discard: 'Änderungen verwerfen',
  },
  myAccount: {
    title: 'Kontoeinstellungen',
    lead: 'Dein Profil, wer es sehen darf, und dein Kalender.',
    tabs: 'Bereiche der Kontoeinstellungen',
    profile: 'Profil',
    privacy: 'Privatsphäre',
    calendar: 'Kalender',
    deleteTitle: 'Konto löschen',
    deleteBody:
      'Wenn du dein Konto löschst, werden dein Profil, deine Reisen, Kontakte und Mitgliedschaften endgültig entfernt.',
    deleteButton: 'Konto löschen',
  },
  editUser: {
    title: 'Profil bearbeiten',
    titleOther: '{{name}} bearbeiten',
    leadOther: 'Du bearbeitest das Profil eines anderen Mitglieds als {{role}}.',
    viewProfile: 'Profil ansehen',
  },
  createUser: {
    title: 'Mitglied anlegen',
    lead: 'Das neue Mitglied bekommt kein Passwort: Es wählt eines über „Passwort vergessen?“ mit dieser E-Mail-Adresse.',
    email: 'E-Mail',
    firstName: 'Vorname',
    lastName: 'Nachname',
    userType: 'Nutzertyp',
    submit: 'Mitglied anlegen',
  },
  userTypes: {
    customer: 'Mitglied',
    pro: 'Pro',
    subscriber: 'Abonnent',
    staff: 'Team',
    admin: 'Admin',
  },
};

export default profile;
