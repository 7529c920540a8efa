import type { Translation } from '../../resources.ts';
import type en from '../en/onboarding.ts';

const onboarding: Translation<typeof en> = {
  welcome: {
    stepOf: 'Schritt {{step}} von {{total}}',
    next: 'Weiter',
    back: 'Zurück',
    signup: 'Konto erstellen',
    login: 'Ich habe schon ein Konto',
    slides: [
      {
        title: 'Deine Leute, wo immer sie sind',
        body: 'Here & There ist ein privates Netzwerk für Menschen, die reisen. Trag deine Heimatstadt und deine Reisen ein und sieh, wer in der Nähe sein wird.',
      },
      {
        title: 'Du entscheidest, wer zählt',
        body: 'Ordne die Menschen, die du kennst, als eng, allgemein oder öffentlich ein. Blockiere alle, denen du nie begegnen willst. Niemand sieht mehr, als du erlaubst.',
      },
      {
        title: 'Begegnungen, hier und dort',
        body: 'Wenn eine Freundin in deine Stadt kommt, wenn du ihre besuchst oder wenn ihr beide woanders landet, sagen wir es dir rechtzeitig für ein Treffen.',
      },
      {
        title: 'Communities, die mit dir reisen',
        body: 'Tritt Communities mit Kanälen und Events bei, chatte mit Mitgliedern und erfahre, wer aus deinen Kreisen in der Stadt ist.',
      },
    ],
  },
  experience: {
    overline: 'So funktioniert Here & There',
    tabs: { network: 'Dein Netzwerk', communities: 'Communities', profile: 'Dein Profil' },
    cta: {
      title: 'Bereit zu sehen, wer in der Nähe ist?',
      body: 'Here & There funktioniert nur auf Einladung. Wenn dich jemand eingeladen hat, erstelle dein Konto mit der E-Mail-Adresse, die diese Person verwendet hat.',
      signup: 'Konto erstellen',
      login: 'Anmelden',
    },
    network: {
      title: 'Ein Netzwerk, das weiß, wohin du reist',
      lead: 'Alle, die du kennst, stehen auf der Stufe, die du für sie gewählt hast. Diese Stufen bestimmen, wer deine Reisen sieht und von wessen Reisen du hörst.',
      sections: [
        {
          heading: 'Vier Stufen, eine für jede Person',
          intro:
            'Stufen gehören nur dir: Du kannst jemanden als eng einordnen, während diese Person dich als allgemein führt. Eine Verbindung wird aktiv, sobald die andere Person zustimmt.',
          cards: [
            {
              title: 'Eng',
              body: 'Dein innerer Kreis. Sie sehen Reisen, die du nur mit engen Kontakten teilst, und du erfährst als Erstes, wenn sie in der Nähe sind.',
            },
            {
              title: 'Allgemein',
              body: 'Menschen, die du kennst und gern triffst. Sie sehen die Reisen, die du mit deinem Netzwerk teilst.',
            },
            {
              title: 'Öffentlich',
              body: 'Alle anderen bei Here & There. Sie sehen nur, was du öffentlich machst, und es gibt keine Verbindung zwischen euch.',
            },
            {
              title: 'Blockiert',
              body: 'Blockierte Personen und du verschwindet füreinander: kein Profil, keine Reisen, keine Begegnungen, keine Nachrichten.',
            },
          ],
        },
        {
          heading: 'Begegnungen: hier und dort',
          intro:
            'Eine Begegnung heißt: Zwei von euch sind zur selben Zeit höchstens etwa 50 km voneinander entfernt. Wir schauen voraus und sagen es dir, bevor es so weit ist.',
          cards: [
            {
              title: 'Sie kommen hierher',
              body: 'Ein Freund plant eine Reise in deine Heimatstadt. Du bekommst zwei Tage vor seiner Ankunft Bescheid.',
            },
            {
              title: 'Du fährst dorthin',
              body: 'Du trägst eine Reise in eine Stadt ein, in der jemand aus deinem Netzwerk lebt. Wir zeigen dir, wen du treffen könntest.',
            },
            {
              title: 'Gleicher Ort, gleiche Zeit',
              body: 'Ihr reist beide zu überlappenden Daten in dieselbe Stadt, auch wenn keiner von euch dort wohnt.',
            },
            {
              title: 'Knapp verpasst',
              body: 'Du reist am Tag vor ihrer Ankunft ab? Wir sagen dir, dass ihr euch um einen Tag verpasst, damit du umplanen kannst.',
            },
          ],
        },
      ],
    },
    communities: {
      title: 'Communities, die sich wirklich treffen',
      lead: 'Alumni-Gruppen, Teams, Vereine und Reisekreise nutzen Communities, um in Kontakt zu bleiben und zu wissen, wer in der Stadt ist.',
      sections: [
        {
          heading: 'Communities und Kanäle',
          intro:
            'Jede Community hat einen allgemeinen Kanal für alle. Admins legen weitere Kanäle für Themen, Städte oder Projekte an.',
          cards: [
            {
              title: 'Beitreten oder eingeladen werden',
              body: 'Öffentlichen Communities trittst du sofort bei. Bei privaten muss ein Admin deine Anfrage erst bestätigen.',
            },
            {
              title: 'Öffentliche und private Kanäle',
              body: 'Offene Kanäle sind für alle Mitglieder. Private Kanäle brauchen eine Anfrage, die ein Admin annimmt.',
            },
            {
              title: 'Ein Handle für jede',
              body: 'Jede Community hat ein eindeutiges Handle und lässt sich so leicht per Link oder QR-Code teilen.',
            },
          ],
        },
        {
          heading: 'Events und Gespräche',
          intro: 'In Communities werden aus Plänen Treffen.',
          cards: [
            {
              title: 'Events',
              body: 'Admins legen Events mit Ort und Daten an. Mitglieder sehen, was ansteht und wer dafür anreist.',
            },
            {
              title: 'Chat',
              body: 'Schreib in Kanälen oder privat mit Menschen, mit denen du verbunden bist. Schalte stumm, was zu laut wird.',
            },
            {
              title: 'Mitglieder in der Nähe',
              body: 'Mitglieder deiner Communities, die ihre Reisen öffentlich teilen, erscheinen, wenn sie in deiner Stadt sind.',
            },
          ],
        },
      ],
    },
    profile: {
      title: 'Dein Profil, deine Regeln',
      lead: 'Deine Heimatstadt und deine Reisen machen Here & There nützlich, deshalb bestimmst du bei jedem Detail, wer es sehen darf.',
      sections: [
        {
          heading: 'Was du teilst',
          intro:
            'Jeder Teil deines Profils hat eine eigene Sichtbarkeit: öffentlich, dein Netzwerk, nur enge Kontakte oder nur du.',
          cards: [
            {
              title: 'Heimatstadt',
              body: 'Dein Wohnort ist der Ausgangspunkt für Begegnungen. Zeig ihn allen, deinem Netzwerk oder niemandem.',
            },
            {
              title: 'Feld für Feld',
              body: 'Nachname, Telefon, E-Mail und soziale Profile haben jeweils eine eigene Stufe. Nicht angemeldete Besucher sehen deine Beschreibung nie.',
            },
            {
              title: 'Reisen mit Sichtbarkeit',
              body: 'Jede Reise ist öffentlich, für dein Netzwerk, für enge Kontakte oder verborgen. Du kannst auch einzelne Personen ausschließen.',
            },
          ],
        },
        {
          heading: 'Mit Bedacht geteilt',
          intro: 'Zu wissen, wann eine Wohnung leer steht, ist heikel. Manches zeigen wir Fremden deshalb nie.',
          cards: [
            {
              title: 'Abonnenten',
              body: 'Freunde ohne Konto können sich benachrichtigen lassen, wenn du in ihrer Stadt bist. Deine Reisen und Daten sehen sie nie.',
            },
            {
              title: 'Links und QR-Codes',
              body: 'Teile dein Profil persönlich per QR-Code oder schick einen Link. Sichtbar ist nur, was du öffentlich gemacht hast.',
            },
            {
              title: 'Jederzeit gehen',
              body: 'Wenn du dein Konto löschst, werden Profil, Reisen, Kontakte und Mitgliedschaften endgültig entfernt.',
            },
          ],
        },
      ],
    },
  },
  setup: {
    greeting: 'Willkommen, {{name}}',
    greetingAnonymous: 'Willkommen',
    overline: {
      member: 'Dein Konto einrichten',
      subscriber: 'Deine Benachrichtigungen einrichten',
    },
    stepOf: 'Schritt {{step}} von {{total}}',
    progress: 'Fortschritt der Einrichtung',
    done: 'erledigt',
    stepNames: { profile: 'Dein Profil', homeCity: 'Heimatstadt', contacts: 'Deine Kontakte' },
    profile: {
      lead: 'Dein Name, ein Foto und ein paar Worte, damit deine Bekannten dich erkennen. Du bestimmst, wer welches Detail sieht.',
    },
    homeCity: {
      title: 'Wo bist du zu Hause?',
      lead: 'Wo du wohnst, beginnen Begegnungen: Wir vergleichen deine Heimatstadt mit den Reisen deiner Bekannten.',
      subscriberLead:
        'Nenne uns deine Stadt, und wir sagen dir, wann die Person, die dich eingeladen hat, dorthin kommt.',
      label: 'Heimatstadt',
      hint: 'Tippe los und wähle deine Stadt aus der Liste.',
      finish: 'Fertig',
    },
    contacts: {
      title: 'Deine Kontakte',
      lead: 'Wenn jemand aus deinem Adressbuch Here & There beitritt oder in deine Stadt reist, erfährst du es.',
      finish: 'Fertig',
      skip: 'Erst einmal überspringen',
    },
    skipPicture: {
      title: 'Ohne Bild weitermachen?',
      body: 'Mit einem Foto erkennen dich andere viel schneller. Du kannst später in deinen Kontoeinstellungen eines hinzufügen.',
      addPicture: 'Bild hinzufügen',
      continue: 'Ohne Bild weiter',
    },
    back: 'Zurück',
    next: 'Weiter',
    privacyNote: 'Nichts, was du eingibst, ist für andere sichtbar, bevor du entscheidest, wer es sehen darf.',
    signOut: 'Abmelden',
  },
};

export default onboarding;
