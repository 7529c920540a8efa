import type { Translation } from '../../resources.ts';
import type en from '../en/legal.ts';

const legal: Translation<typeof en> = {
  overline: 'Rechtliches',
  contact: 'Fragen zu diesem Dokument? Schreib uns an',
  terms: {
    title: 'Nutzungsbedingungen',
    updated: 'Zuletzt aktualisiert: 22. November 2026',
    intro:
      'Diese Bedingungen sind die Vereinbarung zwischen dir und Here & There über die Nutzung der Here & There Apps und Website. Mit dem Erstellen eines Kontos akzeptierst du sie. Bitte lies sie zusammen mit unserer Datenschutzerklärung, die erklärt, was wir mit deinen Daten tun.',
    sections: [
      {
        heading: 'Was Here & There ist',
        paragraphs: [
          'Here & There ist ein mitgliedschaftsbasiertes soziales Netzwerk für Menschen, die reisen. Mitglieder tragen eine Heimatstadt und Reisen ein, ordnen ihre Bekannten in Stufen, treten Communities bei und erfahren rechtzeitig, wann Menschen ihrer Wahl am selben Ort sein werden.',
          'Wir stellen den Dienst so bereit, wie er heute ist, und entwickeln ihn weiter. Funktionen können sich ändern, hinzukommen oder wegfallen; über Änderungen, die dir etwas nehmen, worauf du dich verlässt, informieren wir dich vorab.',
        ],
      },
      {
        heading: 'Mitgliedschaft und Einladungen',
        paragraphs: [
          'Here & There funktioniert nur auf Einladung. Du kannst beitreten, wenn dich ein Mitglied einlädt oder wenn du dich als Abonnent registrierst, um einem Mitglied zu folgen. Du musst mindestens 16 Jahre alt sein.',
          'Ein Konto pro Person. Verwende deinen echten Namen und halte deine Angaben aktuell, damit dich die Menschen, die du einlädst und triffst, erkennen. Konten, die sich als jemand anderes ausgeben, werden entfernt.',
          'Wenn du jemanden einlädst, bestätigst du, dass du die Person kennst und sie eine Nachricht von dir erwarten würde. Nutze Einladungen nicht für unerwünschte Nachrichten.',
        ],
      },
      {
        heading: 'Dein Konto',
        paragraphs: [
          'Du bist für das verantwortlich, was in deinem Konto geschieht. Schütze dein Passwort und dein Telefon und sag uns sofort Bescheid, wenn du vermutest, dass jemand anderes Zugriff hat.',
          'Wir können dich bitten, deine Handynummer per SMS-Code zu bestätigen, bevor du alle Funktionen nutzen kannst; so bleiben falsche Konten draußen.',
        ],
      },
      {
        heading: 'Reisen, Orte und wer sie sieht',
        paragraphs: [
          'Jede Reise hat eine Sichtbarkeit: öffentlich (alle angemeldeten Mitglieder), allgemeines Netzwerk (Personen, die du mit aktiver Verbindung als allgemein oder eng führst), enges Netzwerk (Personen, die du mit aktiver Verbindung als eng führst) oder verborgen (nur du). Du kannst auch einzelne Personen von einer Reise ausschließen.',
          'Reisen, die aus einem verbundenen E-Mail- oder Kalenderkonto importiert wurden, bleiben nur für dich sichtbar, bis du sie bestätigst.',
          'Nicht angemeldete Besucher sehen niemals deine Reisen oder Reisedaten. Ein öffentliches Profil bietet ihnen nur an, benachrichtigt zu werden, wenn du in ihrer Stadt bist.',
          'Deine Heimatstadt und jedes Profilfeld haben eine eigene Sichtbarkeit, die du in deinen Privatsphäre-Einstellungen festlegst.',
        ],
      },
      {
        heading: 'Verbindungen, Stufen und Blockieren',
        paragraphs: [
          'Du ordnest jedes Mitglied einer Stufe zu: eng, allgemein, öffentlich oder blockiert. Stufen sind einseitig. Eine Verbindung wird aktiv, wenn das andere Mitglied sie annimmt. Nachrichten und Terminbuchungen setzen eine aktive Verbindung auf der Stufe allgemein oder eng voraus.',
          'Wenn du jemanden blockierst, seid ihr überall bei Here & There füreinander unsichtbar: Profildetails, Reisen, Begegnungen, Suchergebnisse und Nachrichten. Das blockierte Mitglied wird nicht benachrichtigt.',
        ],
      },
      {
        heading: 'Communities, Kanäle und Events',
        paragraphs: [
          'Communities werden von ihren Eigentümern und Admins geführt, die Mitglieder bestätigen, Kanäle verwalten und Events anlegen. Admins sind für die Regeln ihrer Community verantwortlich und müssen sie fair anwenden.',
          'Mitglieder einer Community können gegenseitig ihre Namen sehen und, wenn ein Mitglied Reisen öffentlich teilt, auch diese Reisen. Private Kanäle sind nur für ihre bestätigten Mitglieder sichtbar.',
        ],
      },
      {
        heading: 'Zulässige Nutzung',
        paragraphs: [
          'Belästige, bedrohe, verfolge oder bespamme niemanden; nutze Here & There nicht, um Menschen gegen ihren Willen zu orten; veröffentliche keine rechtswidrigen Inhalte oder Inhalte, die Rechte anderer verletzen.',
          'Lies keine Daten über Mitglieder automatisiert aus, kopiere oder sammle sie nicht und versuche nicht, Sichtbarkeitseinstellungen, Ratenbegrenzungen oder Sicherheitsmaßnahmen zu umgehen.',
          'Wir können Inhalte entfernen und Konten sperren oder schließen, die gegen diese Regeln verstoßen. Wo möglich, erklären wir die Gründe und geben dir Gelegenheit zur Stellungnahme.',
        ],
      },
      {
        heading: 'Deine Inhalte',
        paragraphs: [
          'Die Rechte an dem, was du veröffentlichst, bleiben bei dir: dein Profil, Bilder, Nachrichten und Community-Inhalte. Du erlaubst uns, sie zu speichern, zu verarbeiten und den Menschen zu zeigen, die du ausgewählt hast, solange sie bei Here & There sind.',
        ],
      },
      {
        heading: 'Nachrichten, SMS und E-Mail',
        paragraphs: [
          'Wir senden dir Dienstnachrichten: Anmeldecodes, Hinweise auf Begegnungen, Einladungen und Benachrichtigungen. In deinen Einstellungen wählst du, ob Hinweise per Push, E-Mail oder SMS ankommen; Benachrichtigungen in der App bleiben immer erhalten.',
          'Einladungen, die du per SMS oder E-Mail verschickst, gehen in deinem Namen hinaus. Für empfangene Nachrichten können die üblichen Gebühren deines Mobilfunkanbieters anfallen.',
        ],
      },
      {
        heading: 'Pro-Mitgliedschaft',
        paragraphs: [
          'Einige Funktionen, etwa das Dashboard, die Mitgliederkarte, deine Netzwerkansicht und die Suche, gehören zur Pro-Mitgliedschaft. Wenn du Pro wirst, bitten wir dich, die zusätzliche Einrichtung abzuschließen, bevor die Funktionen freigeschaltet werden.',
        ],
      },
      {
        heading: 'Ortsdaten',
        paragraphs: [
          'Städtenamen, Koordinaten und Zeitzonen stammen von GeoNames (geonames.org) und stehen unter der Lizenz Creative Commons Namensnennung 4.0 (CC BY 4.0). Wir danken allen, die zu GeoNames beitragen. Die Ortsdaten werden ohne Gewähr bereitgestellt und können Fehler enthalten.',
        ],
      },
      {
        heading: 'Here & There verlassen',
        paragraphs: [
          'Du kannst dein Konto jederzeit in den Kontoeinstellungen löschen. Dabei werden dein Profil, deine Reisen, Kontakte, Verbindungen, Community-Mitgliedschaften, Sitzungen und Bilder entfernt. Nachrichten, die du in Gesprächen mit anderen geschrieben hast, bleiben für diese erhalten, zeigen aber deinen Namen nicht mehr.',
          'Wir können ein Konto schließen, das schwer oder wiederholt gegen diese Bedingungen verstößt. Wir informieren dich darüber, außer wenn das Gesetz oder die Sicherheit anderer dem entgegensteht.',
        ],
      },
      {
        heading: 'Haftung',
        paragraphs: [
          'Here & There hilft Menschen, sich zu treffen; für das, was bei einem Treffen geschieht, ist Here & There nicht verantwortlich. Triff dich an öffentlichen Orten und verlass dich auf dein Urteil.',
          'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten, begrenzt auf den typischerweise vorhersehbaren Schaden. Zwingende Verbraucherrechte bleiben unberührt.',
        ],
      },
      {
        heading: 'Änderungen dieser Bedingungen',
        paragraphs: [
          'Wenn wir diese Bedingungen ändern, informieren wir dich mindestens 30 Tage vor Inkrafttreten in der App und per E-Mail. Wenn du nicht einverstanden bist, kannst du dein Konto vorher löschen.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    updated: 'Zuletzt aktualisiert: 22. November 2026',
    intro:
      'Bei Here & There geht es darum, wo Menschen sind – Datenschutz steht deshalb im Mittelpunkt. Diese Erklärung beschreibt, was wir erheben, warum, wer es sehen kann, wer uns bei der Verarbeitung hilft und welche Rechte du hast. Zu allem erreichst du uns unter {{supportEmail}}.',
    sections: [
      {
        heading: 'Was wir erheben',
        paragraphs: [
          'Kontodaten: dein Name, deine E-Mail-Adresse, deine Handynummer, dein Passwort (nur als sicherer Hash gespeichert) und, wenn du dich mit Google oder Facebook anmeldest, die Kennung, die uns dieser Anbieter übermittelt.',
          'Profildaten: Bild, Benutzername, Beschreibung, Firma, Position, soziale Profile, deine Heimatstadt und die Sichtbarkeit, die du jeweils gewählt hast.',
          'Reisedaten: deine Reisen mit Ziel, Daten, Beschreibung, Sichtbarkeit und den ausgeschlossenen Personen; aus einem verbundenen E-Mail- oder Kalenderkonto importierte Reisen, wenn du eines verbindest.',
          'Netzwerkdaten: die Stufen, die du anderen Mitgliedern gegeben hast, deine Verbindungen, die Kontakte, die du anlegst oder importierst, deine Communities, Kanäle, Events und Nachrichten.',
          'Technische Daten: Gerätetyp, Push-Tokens sowie Protokolle von Anmeldungen und Fehlern, die wir zum Schutz deines Kontos aufbewahren.',
        ],
      },
      {
        heading: 'Ortsangaben und wer sie sieht',
        paragraphs: [
          'Wir verwenden deine Heimatstadt und deine Reisen nur, um Begegnungen mit den Menschen deiner Wahl zu finden und ihnen zu zeigen, was du erlaubst. Wir verfolgen die Position deines Geräts nicht im Hintergrund.',
          'Jede Reise wird gemäß ihrer Sichtbarkeit gezeigt: allen angemeldeten Mitgliedern (öffentlich), deinen allgemeinen und engen Verbindungen (allgemeines Netzwerk), deinen engen Verbindungen (enges Netzwerk) oder nur dir (verborgen). Mitglieder, die du blockiert hast oder die dich blockiert haben, sehen deine Reisen nie.',
          'Nicht angemeldete Besucher sehen niemals Reisen oder Reisedaten.',
        ],
      },
      {
        heading: 'Kontakte',
        paragraphs: [
          'Wenn du Kontakte von deinem Telefon importierst, speichern wir Namen, Telefonnummern, E-Mail-Adressen und Notizen, damit du sie ordnen und einladen kannst. Nur du siehst deine Kontakte. Wir gleichen sie mit bestehenden Mitgliedern ab, um dir zu zeigen, wer schon da ist; wir kontaktieren sie nie, außer du verschickst eine Einladung.',
        ],
      },
      {
        heading: 'Warum wir deine Daten verarbeiten',
        paragraphs: [
          'Um den Dienst zu erbringen, für den du dich angemeldet hast: dein Konto, Begegnungen, Hinweise, Communities und Nachrichten (Erfüllung unseres Vertrags mit dir).',
          'Um Here & There sicher zu halten: Bestätigung von Telefonnummern, Eindämmung von Missbrauch und Prüfung von Meldungen (unser berechtigtes Interesse an einem vertrauenswürdigen Netzwerk).',
          'Um gesetzliche Pflichten zu erfüllen, zum Beispiel die Beantwortung rechtmäßiger Anfragen von Behörden.',
        ],
      },
      {
        heading: 'SMS und E-Mail',
        paragraphs: [
          'Deine Handynummer nutzen wir für Anmeldecodes und, wenn du es wählst, für Hinweise. Deine E-Mail-Adresse nutzen wir für Kontonachrichten, das Zurücksetzen des Passworts, gewählte Hinweise und Einladungen. Wie du Hinweise erhältst, kannst du jederzeit in deinen Einstellungen ändern.',
        ],
      },
      {
        heading: 'Cookies und lokaler Speicher',
        paragraphs: [
          'Die Web-App legt einige Einträge im lokalen Speicher deines Browsers ab: dein Sitzungstoken, ob dieses Gerät schon von einem eingerichteten Mitglied genutzt wurde, deine Sprache, dein Design und ob die Seitenleiste eingeklappt ist. Sie verlassen dein Gerät nicht, mit Ausnahme des Sitzungstokens, das an unsere Server gesendet wird, um dich zu erkennen.',
          'Wenn du dich mit Google oder Facebook anmeldest, setzt unser Anmeldedienst ein kurzlebiges Cookie, um diese Anmeldung abzuschließen. Wir verwenden keine Werbe-Cookies.',
        ],
      },
      {
        heading: 'Wer uns hilft',
        paragraphs: [
          'Wir setzen vertraglich an unsere Weisungen gebundene Auftragsverarbeiter ein: unseren Hosting- und Datenbankanbieter, einen SMS-Anbieter für Codes und Hinweise, einen E-Mail-Versanddienst sowie Apple und Google für die Zustellung von Push-Benachrichtigungen an deine Geräte.',
          'Wenn du dich mit Google oder Facebook anmeldest oder ein E-Mail- oder Kalenderkonto verbindest, verarbeitet dieser Anbieter deine Daten nach seiner eigenen Datenschutzerklärung.',
          'Ortsnamen stammen von GeoNames, das wir selbst betreiben: Deine Suchen und Orte werden nicht an GeoNames übermittelt.',
          'Wir verkaufen deine Daten nicht.',
        ],
      },
      {
        heading: 'Wie lange wir Daten speichern',
        paragraphs: [
          'Wir speichern deine Daten, solange du ein Konto hast. Wenn du dein Konto löschst, entfernen wir Profil, Reisen, Kontakte, Verbindungen, Mitgliedschaften, Sitzungen und Bilder und anonymisieren Nachrichten, die du geschrieben hast. Sicherungen werden innerhalb von 30 Tagen überschrieben.',
        ],
      },
      {
        heading: 'Deine Rechte',
        paragraphs: [
          'Du kannst Auskunft über deine Daten verlangen, sie berichtigen, exportieren oder löschen lassen, ihre Verarbeitung einschränken oder ihr widersprechen und erteilte Einwilligungen widerrufen. Das meiste davon kannst du selbst in deinen Einstellungen erledigen; für alles andere schreib an {{supportEmail}}.',
          'Du hast außerdem das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.',
        ],
      },
      {
        heading: 'Sicherheit',
        paragraphs: [
          'Verbindungen zu Here & There sind verschlüsselt, Passwörter werden gehasht, Anmeldecodes verfallen nach fünf Minuten, und der Zugriff auf Mitgliederdaten in unserem Team ist beschränkt und wird protokolliert.',
        ],
      },
      {
        heading: 'Änderungen dieser Erklärung',
        paragraphs: [
          'Wenn wir ändern, wie wir deine Daten verwenden, aktualisieren wir diese Seite und informieren dich in der App, bevor die Änderung gilt.',
        ],
      },
    ],
  },
};

export default legal;
