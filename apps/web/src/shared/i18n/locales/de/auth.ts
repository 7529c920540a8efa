import type { Translation } from '../../resources.ts';
import type en from '../en/auth.ts';

const auth: Translation<typeof en> = {
  brand: {
    headline: 'Wisse, wann deine Leute in derselben Stadt sind wie du.',
    levels:
      'Ordne die Menschen, die du kennst, als eng, allgemein oder öffentlich ein und bestimme, wer welche Reise sieht.',
    crossings:
      'Wir sagen dir rechtzeitig, wann sich Wege kreuzen: Sie kommen in deine Stadt, du in ihre, oder ihr landet am selben Ort.',
    inviteOnly: 'Nur auf Einladung. Jedes Mitglied wurde von jemandem eingeladen, der es kennt.',
  },
  fields: {
    email: 'E-Mail',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    passwordHint: 'Mindestens 8 Zeichen, darunter eine Ziffer.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Handynummer',
    phoneHint: 'Mit Ländervorwahl, zum Beispiel +49 151 23456789',
    code: '6-stelliger Code',
  },
  login: {
    standard: {
      title: 'Willkommen zurück',
      subtitle: 'Melde dich an und sieh, wer hier ist und wer dort.',
    },
    contacts: {
      title: 'Finde deine Leute',
      subtitle: 'Melde dich an und sieh, welche deiner Kontakte hier sind und wo sich eure Wege bald kreuzen.',
    },
    forgotPassword: 'Passwort vergessen?',
    submit: 'Anmelden',
    withPhone: 'Mit Handynummer anmelden',
    or: 'oder',
    continueWith: 'Weiter mit {{provider}}',
    noAccount: 'Neu bei Here & There?',
    createAccount: 'Konto erstellen',
    curious: 'Erst einmal neugierig?',
    howItWorks: 'So funktioniert es',
    finishing: 'Du wirst angemeldet…',
  },
  signup: {
    member: {
      title: 'Erstelle dein Konto',
      subtitle: 'Schließ dich den Menschen an, mit denen du reist, und erfahre, wann sich eure Wege kreuzen.',
    },
    subscriber: {
      title: 'Erfahre, wann dein Freund in der Stadt ist',
      titleWithPerson: 'Erfahre, wann {{person}} in der Stadt ist',
      subtitle:
        'Erstelle ein kostenloses Konto und wir sagen dir, wann diese Person in deine Stadt reist. Niemand erfährt mehr über dich als deinen Namen.',
    },
    acceptTerms:
      'Ich akzeptiere die <terms>Nutzungsbedingungen</terms> und die <privacy>Datenschutzerklärung</privacy>.',
    submit: 'Konto erstellen',
    haveAccount: 'Schon Mitglied?',
    signIn: 'Anmelden',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    subtitle:
      'Gib die E-Mail-Adresse deines Kontos ein und wir schicken dir einen Link, um ein neues Passwort zu wählen.',
    submit: 'Link senden',
    backToLogin: 'Zurück zur Anmeldung',
  },
  resetConfirm: {
    title: 'Neues Passwort wählen',
    subtitle: 'Wähle ein Passwort, das du nirgendwo sonst verwendest.',
    submit: 'Neues Passwort speichern',
    done: 'Dein Passwort wurde geändert. Melde dich mit dem neuen an.',
    requestNew: 'Neuen Link anfordern',
  },
  phone: {
    title: 'Mit dem Telefon anmelden',
    subtitle: 'Wir schicken dir per SMS einen 6-stelligen Code, um zu bestätigen, dass du es bist.',
    submit: 'Code senden',
    preferEmail: 'Lieber mit E-Mail?',
    useEmail: 'Mit E-Mail anmelden',
  },
  phoneConfirm: {
    title: 'Code eingeben',
    subtitle: 'Wir haben einen 6-stelligen Code an {{phoneNumber}} geschickt. Er ist 5 Minuten gültig.',
    submit: 'Bestätigen',
    noCode: 'Kein Code?',
    resend: 'Code erneut senden',
    resent: 'Wir haben dir einen neuen Code geschickt',
    changeNumber: 'Andere Nummer verwenden',
  },
  impersonate: {
    working: 'Die Sitzung des Mitglieds wird geöffnet…',
  },
  phoneVerification: {
    title: 'Bestätige deine Handynummer',
    subtitle: 'Dein Konto braucht eine bestätigte Handynummer, bevor es weitergeht.',
    why: 'Here & There ist ein Netzwerk echter Menschen. Eine bestätigte Nummer hält falsche Konten fern und lässt die Menschen, die du einlädst, dich erkennen.',
    sendCode: 'Code senden',
    codeSent: 'Wir haben einen 6-stelligen Code an {{phoneNumber}} geschickt. Er ist 5 Minuten gültig.',
    verify: 'Nummer bestätigen',
    noCode: 'Kein Code?',
    resend: 'Code erneut senden',
    resent: 'Wir haben dir einen neuen Code geschickt',
    changeNumber: 'Andere Nummer verwenden',
    verified: 'Deine Nummer ist bestätigt',
    signOut: 'Abmelden',
  },
};

export default auth;
