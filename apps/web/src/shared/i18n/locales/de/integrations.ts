import type { Translation } from '../../resources.ts';
import type en from '../en/integrations.ts';

const integrations: Translation<typeof en> = {
  title: 'Integrationen',
  lead: 'Verbinde deine E-Mails und deinen Kalender, dann tragen sich die Reisen aus deinen Buchungsbestätigungen von selbst ein, markiert als Zu bestätigen. Niemand sieht sie, bevor du sie bestätigst.',
  readOnly:
    'Wir lesen nur: In deinem Postfach wird nichts gesendet, geändert oder gelöscht, und unser Zugang wird verschlüsselt gespeichert.',
  connections: {
    google: {
      name: 'Google',
      service: 'Gmail und Google Kalender',
      reads: [
        'Buchungsbestätigungen in deinem Gmail aus den letzten 90 Tagen, danach neue, sobald sie ankommen',
        'Kommende Termine in deinem Google Kalender, etwa die Flüge, die Gmail einträgt',
      ],
    },
    outlook: {
      name: 'Outlook',
      service: 'E-Mail und Kalender von Outlook.com und Microsoft 365',
      reads: [
        'Buchungsbestätigungen in deinen Outlook-E-Mails aus den letzten 90 Tagen, danach neue, sobald sie ankommen',
        'Kommende Termine in deinem Outlook-Kalender',
      ],
    },
  },
  connected: 'Verbunden',
  notConnected: 'Nicht verbunden',
  unavailable: 'Auf diesem Server nicht verfügbar',
  connect: 'Verbinden',
  disconnect: 'Trennen',
  disconnectTitle: '{{name}} trennen?',
  disconnectBody:
    'Wir lesen deine E-Mails und deinen Kalender bei {{name}} nicht mehr und bitten {{name}}, unseren Zugang zu widerrufen. Bereits importierte Reisen bleiben deine.',
  outlookRevokeHint:
    'Microsoft lässt Apps ihren eigenen Zugang nicht widerrufen: Um ihn auch dort zu entfernen, öffne die App-Berechtigungen deines Microsoft-Kontos.',
  cancel: 'Abbrechen',
  disconnected: '{{name}} getrennt',
  loading: 'Deine Verbindungen werden geladen',
  failed: 'Deine Verbindungen konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  connectFailed: 'Das Verbinden mit {{name}} hat nicht geklappt. Versuche es erneut.',
  alreadyLinked: 'Dieses {{name}}-Konto ist schon mit einem anderen Mitglied verbunden.',
  signedOut: 'Melde dich an, um deine E-Mails und deinen Kalender zu verbinden.',
  signIn: 'Anmelden',
  success: {
    title: '{{name}} ist verbunden',
    body: 'Wir lesen jetzt deine Buchungsbestätigungen. Die Reisen, die wir finden, erscheinen auf deinem Dashboard, markiert als Zu bestätigen.',
    back: 'Zurück zu den Integrationen',
    returning: 'Gleich geht es zurück zu deinen Integrationen.',
  },
};

export default integrations;
