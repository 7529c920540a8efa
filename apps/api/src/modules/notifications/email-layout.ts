import type { Language, NotificationTopic } from '@here-and-there/contracts';

/** An email as it is sent: both parts of a multipart/alternative, and the headers besides. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** One thing the email tells, and the screen it is about when the email tells of several. */
export interface EmailLine {
  sentence: string;
  link?: string;
}

/** What an email of the app says, in the words of its reader's language. */
export interface EmailContent {
  language: Language;
  subject: string;
  firstName: string;
  lines: readonly EmailLine[];
  /** The one button: the screen of the app the email is about. */
  action: { label: string; link: string };
  /** Why the reader got it. */
  reason: string;
  /** Where one click stops emails like this one (members' emails; an outsider has nothing to stop). */
  unsubscribeLink?: string;
}

/** The words every email of the app shares, per language. */
export const emailWords: Record<
  Language,
  {
    greeting: (firstName: string) => string;
    open: string;
    openAll: string;
    unsubscribe: string;
    memberReason: (topics: string) => string;
    outsiderReason: string;
    digestSubject: (count: number) => string;
    digestReason: (topics: string, time: string) => string;
    topics: Record<NotificationTopic, string>;
    and: string;
  }
> = {
  en: {
    greeting: (firstName) => `Hello ${firstName},`,
    open: 'Open in Here & There',
    openAll: 'See all your notifications',
    unsubscribe: 'Unsubscribe from these emails',
    memberReason: (topics) => `You get this email because email for ${topics} is on in your Here & There settings.`,
    outsiderReason: 'You get this email because a friend on Here & There chose to tell you.',
    digestSubject: (count) =>
      count === 1 ? 'Your daily digest: 1 new notification' : `Your daily digest: ${count} new notifications`,
    digestReason: (topics, time) =>
      `You get this email once a day at ${time} because you chose a daily digest of ${topics} in your Here & There settings.`,
    topics: {
      crossings: 'crossings',
      network_trips: "your network's trips",
      connection_requests: 'connection requests',
      community: 'community activity',
      messages: 'messages',
      imports: 'trips from your mail and calendars',
    },
    and: 'and',
  },
  de: {
    greeting: (firstName) => `Hallo ${firstName},`,
    open: 'In Here & There öffnen',
    openAll: 'Alle Benachrichtigungen ansehen',
    unsubscribe: 'Diese E-Mails abbestellen',
    memberReason: (topics) =>
      `Du bekommst diese E-Mail, weil E-Mails zu ${topics} in deinen Einstellungen bei Here & There an sind.`,
    outsiderReason: 'Du bekommst diese E-Mail, weil dir jemand auf Here & There davon erzählen wollte.',
    digestSubject: (count) =>
      count === 1
        ? 'Dein Tagesüberblick: 1 neue Benachrichtigung'
        : `Dein Tagesüberblick: ${count} neue Benachrichtigungen`,
    digestReason: (topics, time) =>
      `Du bekommst diese E-Mail einmal am Tag um ${time} Uhr, weil du in deinen Einstellungen bei Here & There einen Tagesüberblick über ${topics} gewählt hast.`,
    topics: {
      crossings: 'Begegnungen',
      network_trips: 'Reisen deines Netzwerks',
      connection_requests: 'Verbindungsanfragen',
      community: 'Aktivitäten in Communities',
      messages: 'Nachrichten',
      imports: 'Reisen aus deinen E-Mails und Kalendern',
    },
    and: 'und',
  },
};

/** "crossings and your network's trips": the topics an email is about, as its reason names them. */
export function topicsInWords(language: Language, topics: readonly NotificationTopic[]) {
  const words = emailWords[language];
  const named = topics.map((topic) => words.topics[topic]);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} ${words.and} ${named.at(-1)}` : (named[0] ?? '');
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand in HTML, between tags or in a quoted attribute: a name is never markup. */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

// The product's look, inline: mail clients drop <style> blocks and ignore most of CSS but tables.
const colours = {
  ink: '#0b1517',
  teal: '#2ec4b6',
  tealDeep: '#0f8f85',
  page: '#f4f8f7',
  text: '#10201f',
  quiet: '#5c6b6a',
};
const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function htmlLine(line: EmailLine, language: Language) {
  const sentence = `<p style="margin:0 0 ${line.link ? '4px' : '16px'};font-size:16px;line-height:24px;color:${colours.text}">${escapeHtml(line.sentence)}</p>`;
  if (!line.link) return sentence;
  const open = `<a href="${escapeHtml(line.link)}" style="color:${colours.tealDeep};font-size:14px;text-decoration:underline">${escapeHtml(emailWords[language].open)}</a>`;
  return `${sentence}<p style="margin:0 0 16px">${open}</p>`;
}

function htmlOf(content: EmailContent) {
  const words = emailWords[content.language];
  const unsubscribe = content.unsubscribeLink
    ? `<br><a href="${escapeHtml(content.unsubscribeLink)}" style="color:${colours.quiet};text-decoration:underline">${escapeHtml(words.unsubscribe)}</a>`
    : '';
  return `<!doctype html>
<html lang="${content.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.page};${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colours.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${colours.ink};padding:20px 28px;${font};font-size:20px;font-weight:700;color:#ffffff">Here <span style="color:${colours.teal}">&amp;</span> There</td></tr>
<tr><td style="padding:28px 28px 8px;${font}">
<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colours.text}">${escapeHtml(words.greeting(content.firstName))}</p>
${content.lines.map((line) => htmlLine(line, content.language)).join('\n')}
</td></tr>
<tr><td style="padding:8px 28px 32px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-radius:8px;background:${colours.tealDeep}">
<a href="${escapeHtml(content.action.link)}" style="display:inline-block;padding:12px 24px;${font};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e3eceb;${font};font-size:13px;line-height:20px;color:${colours.quiet}">${escapeHtml(content.reason)}${unsubscribe}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function textOf(content: EmailContent) {
  const words = emailWords[content.language];
  const lines = content.lines.flatMap((line) => (line.link ? [line.sentence, line.link, ''] : [line.sentence, '']));
  const action = content.lines.some((line) => line.link)
    ? [`${content.action.label}: ${content.action.link}`, '']
    : [content.action.link, ''];
  const unsubscribe = content.unsubscribeLink ? [`${words.unsubscribe}: ${content.unsubscribeLink}`] : [];
  return [words.greeting(content.firstName), '', ...lines, ...action, content.reason, ...unsubscribe].join('\n');
}

/** The email in both parts: plain text, and HTML with the product's look, every value escaped. */
export function composeEmail(content: EmailContent, headers?: Record<string, string>): ComposedEmail {
  return { subject: content.subject, text: textOf(content), html: htmlOf(content), ...(headers ? { headers } : {}) };
}
