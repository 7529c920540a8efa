import { createECDH, createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultFeatureFlags, type FeatureFlags } from '@here-and-there/contracts';
import { z } from 'zod';

const booleanSetting = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const optionalUrl = z.url().optional();

/** Feature flags are read from `FLAG_<NAME>` (for example `FLAG_LIGHT_MODE=true`). */
const flagVariable = (flag: keyof FeatureFlags) => `FLAG_${flag.toUpperCase()}`;
const flagNames = Object.keys(defaultFeatureFlags) as (keyof FeatureFlags)[];

const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits count per address). */
  TRUST_PROXY: booleanSetting.default(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL').optional(),
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL').optional(),
  /** Prefix of rate-limit keys, so deployments (or test runs) sharing one Redis do not share counters. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('here-and-there'),
  /** Scales every sign-in and sign-up limit, e.g. 100 for browser test runs from one address. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z.string().default(''),
  DEMO_DATA: booleanSetting.default(false),
  WEB_DIST_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('Here & There <hello@hereandthere.app>'),
  SMTP_URL: z.string().startsWith('smtp', 'must be an smtp:// or smtps:// URL').optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /**
   * A failed email or text is tried again this many times, each wait about twice the last (from
   * the first delay, never longer than the longest): the defaults keep trying for about four hours.
   */
  DELIVERY_RETRY_LIMIT: z.coerce.number().int().min(0).default(10),
  DELIVERY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  DELIVERY_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * A message's push waits this long, then tells of every message of its conversation still unread,
   * so a burst of messages makes one push rather than one each.
   */
  MESSAGE_PUSH_DELAY_SECONDS: z.coerce.number().int().min(1).default(5),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them), both or
   * neither: without them a pair is generated on first start and kept under DATA_DIR. Every node
   * of one deployment needs the same pair, since browsers subscribed with its public key.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who push services contact about this server's pushes: a mailto: or https: URL (the support address by default). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
    .optional(),
  /**
   * The push services a browser's subscription may name, as host names or the domains they end
   * in: the server posts to a subscription's address, so one a member made up must not reach
   * anything else, such as the servers inside this deployment.
   */
  WEB_PUSH_SERVICES: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Android pushes through FCM HTTP v1: the Firebase project's service account key, as its JSON or
   * the path of its file. Without it, Android devices are pushed nothing.
   */
  FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  FCM_BASE_URL: z.url().default('https://fcm.googleapis.com'),
  /** Where the service account's access tokens come from (the account's own `token_uri` by default). */
  FCM_TOKEN_URL: optionalUrl,
  /**
   * iOS pushes through APNs: the .p8 signing key (its PEM text, or its file), its key id, the
   * developer team's id and the app's bundle id, all or none. Without them, iPhones are pushed nothing.
   */
  APNS_KEY: z.string().min(1).optional(),
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character key id Apple shows')
    .optional(),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character team id Apple shows')
    .optional(),
  APNS_TOPIC: z.string().min(1).optional(),
  /** Production by default; `https://api.sandbox.push.apple.com` for development builds of the app. */
  APNS_BASE_URL: z.url().default('https://api.push.apple.com'),
  /** How often an idle job worker looks for work it was not woken for (jobs enqueued by another node). */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).default(2),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  /**
   * Outlook (mail and calendar through Microsoft Graph): the app registered with the Microsoft
   * identity platform. `MICROSOFT_LOGIN_URL` is the authority's OAuth base, whose `/authorize` and
   * `/token` the flow uses (`…/common/oauth2/v2.0` takes work, school and personal accounts).
   */
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_LOGIN_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0'),
  MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  /** Where Gmail's and Google Calendar's REST APIs answer. */
  GMAIL_API_URL: z.url().default('https://gmail.googleapis.com'),
  GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com/calendar/v3'),
  /**
   * The key that encrypts the mail and calendar providers' tokens at rest (AES-256-GCM): 32 bytes
   * as base64url or hex. Without it, one is generated on first start and kept under DATA_DIR;
   * every node of a deployment needs the same key.
   */
  INTEGRATION_TOKEN_KEY: z
    .string()
    .regex(/^([A-Za-z0-9_-]{43}|[0-9a-fA-F]{64})$/, 'must be 32 bytes as base64url (43 characters) or hex (64)')
    .optional(),
  /**
   * Gmail push: the Pub/Sub topic mailboxes are watched into (`projects/<project>/topics/<topic>`),
   * and the secret the push subscription's endpoint carries as `?token=`; both or neither.
   */
  GMAIL_PUSH_TOPIC: z
    .string()
    .regex(/^projects\/[^/]+\/topics\/[^/]+$/, 'must be projects/<project>/topics/<topic>')
    .optional(),
  GMAIL_PUSH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Outlook push: Graph subscriptions that notify PUBLIC_URL (which Graph must reach over https) of new mail and events. */
  OUTLOOK_PUSH: booleanSetting.default(false),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APP_SCHEME: z.string().default('hereandthere'),
  APP_STORE_URL: z.url().default('https://apps.apple.com/app/here-and-there/id0000000000'),
  PLAY_STORE_URL: z.url().default('https://play.google.com/store/apps/details?id=app.hereandthere'),
  SUPPORT_EMAIL: z.email().default('support@hereandthere.app'),
  /**
   * Forwarded booking confirmations: each member's private address is `plans+<secret>@` this
   * domain (none shown without it). Mail reaches the app through the SMTP listener on
   * INBOUND_SMTP_PORT, or a provider's inbound-parse webhook posting the raw message with the
   * header `X-Inbound-Secret: <INBOUND_EMAIL_SECRET>` (the endpoint answers 404 without it).
   */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name, such as in.example.com')
    .optional(),
  INBOUND_EMAIL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Two places this close are one place: a member in Brooklyn is where a member in Manhattan is (DESIGN §5). */
  CROSSING_RADIUS_KM: z.coerce.number().positive().default(50),
  /** Two presences in one place at most this many days apart are a near miss ("you miss Ana by one day"). */
  NEAR_MISS_DAYS: z.coerce.number().int().min(0).max(30).default(2),
  ...Object.fromEntries(flagNames.map((flag) => [flagVariable(flag), booleanSetting.optional()])),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/**
 * Reads and validates the settings from the environment. Any invalid value, or a
 * `FLAG_*` variable we do not know, stops start-up with a message naming it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const unknownFlags = Object.keys(env).filter(
    (key) => key.startsWith('FLAG_') && !flagNames.some((flag) => flagVariable(flag) === key),
  );
  if (unknownFlags.length > 0) {
    throw new ConfigError(
      `Unknown setting ${unknownFlags.join(', ')}. Known flags: ${flagNames.map(flagVariable).join(', ')}.`,
    );
  }
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  const flags = Object.fromEntries(
    flagNames.map((flag) => [
      flag,
      (settings as Record<string, unknown>)[flagVariable(flag)] ?? defaultFeatureFlags[flag],
    ]),
  ) as FeatureFlags;
  const dataDir = path.resolve(settings.DATA_DIR);
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/$/, '');
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : undefined);
  if (Boolean(settings.VAPID_PUBLIC_KEY) !== Boolean(settings.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid settings:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  if (Boolean(settings.GMAIL_PUSH_TOPIC) !== Boolean(settings.GMAIL_PUSH_TOKEN)) {
    throw new ConfigError('Invalid settings:\n  GMAIL_PUSH_TOPIC and GMAIL_PUSH_TOKEN are set together or not at all');
  }
  if (settings.TWILIO_ACCOUNT_SID && !(settings.TWILIO_AUTH_TOKEN && settings.TWILIO_FROM)) {
    throw new ConfigError('Invalid settings:\n  TWILIO_ACCOUNT_SID needs TWILIO_AUTH_TOKEN and TWILIO_FROM too');
  }
  return {
    env: settings.NODE_ENV,
    logLevel: settings.LOG_LEVEL,
    host: settings.HOST,
    trustProxy: settings.TRUST_PROXY,
    port: settings.PORT,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    rateLimitNamespace: settings.RATE_LIMIT_NAMESPACE,
    rateLimitMultiplier: settings.RATE_LIMIT_MULTIPLIER,
    publicUrl,
    authSecret: settings.AUTH_SECRET ?? readOrCreateAuthSecret(dataDir),
    demoData: settings.DEMO_DATA,
    adminEmails: settings.ADMIN_EMAILS.split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    webDistDir: path.resolve(settings.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    mail: { from: settings.MAIL_FROM, smtpUrl: settings.SMTP_URL },
    sms: settings.TWILIO_ACCOUNT_SID
      ? {
          twilio: {
            accountSid: settings.TWILIO_ACCOUNT_SID,
            authToken: settings.TWILIO_AUTH_TOKEN!,
            from: settings.TWILIO_FROM!,
            apiUrl: settings.TWILIO_API_URL,
          },
        }
      : {},
    delivery: {
      retryLimit: settings.DELIVERY_RETRY_LIMIT,
      retryDelaySeconds: settings.DELIVERY_RETRY_DELAY_SECONDS,
      retryDelayMaxSeconds: Math.max(settings.DELIVERY_RETRY_DELAY_MAX_SECONDS, settings.DELIVERY_RETRY_DELAY_SECONDS),
      messagePushDelaySeconds: settings.MESSAGE_PUSH_DELAY_SECONDS,
    },
    webPush: {
      ...(settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY
        ? { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: settings.VAPID_SUBJECT ?? `mailto:${settings.SUPPORT_EMAIL}`,
      services: settings.WEB_PUSH_SERVICES,
    },
    fcm: settings.FCM_SERVICE_ACCOUNT
      ? fcmSettings(settings.FCM_SERVICE_ACCOUNT, settings.FCM_BASE_URL, settings.FCM_TOKEN_URL)
      : undefined,
    apns: apnsSettings(settings),
    jobsPollingSeconds: settings.JOBS_POLLING_SECONDS,
    oauth: {
      google: pair(settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET)
        ? {
            ...pair(settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET)!,
            discoveryUrl: settings.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
      facebook: pair(settings.FACEBOOK_CLIENT_ID, settings.FACEBOOK_CLIENT_SECRET),
      microsoft: pair(settings.MICROSOFT_CLIENT_ID, settings.MICROSOFT_CLIENT_SECRET)
        ? {
            ...pair(settings.MICROSOFT_CLIENT_ID, settings.MICROSOFT_CLIENT_SECRET)!,
            loginUrl: settings.MICROSOFT_LOGIN_URL.replace(/\/$/, ''),
          }
        : undefined,
    },
    integrations: {
      tokenKey: settings.INTEGRATION_TOKEN_KEY
        ? decodeKey(settings.INTEGRATION_TOKEN_KEY)
        : readOrCreateIntegrationTokenKey(dataDir),
      gmailApiUrl: settings.GMAIL_API_URL.replace(/\/$/, ''),
      googleCalendarApiUrl: settings.GOOGLE_CALENDAR_API_URL.replace(/\/$/, ''),
      graphUrl: settings.MICROSOFT_GRAPH_URL.replace(/\/$/, ''),
      gmailPush:
        settings.GMAIL_PUSH_TOPIC && settings.GMAIL_PUSH_TOKEN
          ? { topic: settings.GMAIL_PUSH_TOPIC, token: settings.GMAIL_PUSH_TOKEN }
          : undefined,
      isOutlookPushOn: settings.OUTLOOK_PUSH,
    },
    app: {
      scheme: settings.APP_SCHEME,
      appStoreUrl: settings.APP_STORE_URL,
      playStoreUrl: settings.PLAY_STORE_URL,
      supportEmail: settings.SUPPORT_EMAIL,
    },
    inboundEmail: {
      domain: settings.INBOUND_EMAIL_DOMAIN?.toLowerCase(),
      secret: settings.INBOUND_EMAIL_SECRET,
      smtpPort: settings.INBOUND_SMTP_PORT,
    },
    crossingRadiusKm: settings.CROSSING_RADIUS_KM,
    nearMissDays: settings.NEAR_MISS_DAYS,
    flags,
  };
}

/** FCM HTTP v1's settings: the project, and the service account whose access tokens it takes. */
export interface FcmSettings {
  projectId: string;
  clientEmail: string;
  /** PEM (PKCS #8) of the service account's RSA key. */
  privateKey: string;
  privateKeyId: string | undefined;
  baseUrl: string;
  tokenUrl: string;
}

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.email(),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url().optional(),
});

/** Reads a service account key given as its JSON or as the path of its file, and checks its key. */
function fcmSettings(serviceAccount: string, baseUrl: string, tokenUrl: string | undefined): FcmSettings {
  const problem = (text: string) => new ConfigError(`Invalid settings:\n  FCM_SERVICE_ACCOUNT: ${text}`);
  let text = serviceAccount;
  if (!serviceAccount.trimStart().startsWith('{')) {
    try {
      text = readFileSync(serviceAccount, 'utf8');
    } catch {
      throw problem(`is neither a service account's JSON nor a file that can be read (${serviceAccount})`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw problem('is not JSON');
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) throw problem('needs project_id, client_email and private_key, as Firebase writes them');
  const account = parsed.data;
  if (!isPrivateKey(account.private_key, 'rsa')) throw problem('private_key is not an RSA private key in PEM');
  return {
    projectId: account.project_id,
    clientEmail: account.client_email,
    privateKey: account.private_key,
    privateKeyId: account.private_key_id,
    baseUrl: baseUrl.replace(/\/$/, ''),
    tokenUrl: tokenUrl ?? account.token_uri ?? 'https://oauth2.googleapis.com/token',
  };
}

/** APNs' settings: the key that signs the provider tokens, whose it is, and the app it pushes to. */
export interface ApnsSettings {
  /** PEM (PKCS #8) of the P-256 key, as the .p8 file Apple gives holds it. */
  key: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id. */
  topic: string;
  baseUrl: string;
}

function apnsSettings(settings: z.infer<typeof settingsSchema>): ApnsSettings | undefined {
  const { APNS_KEY, APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC, APNS_BASE_URL } = settings;
  const problem = (text: string) => new ConfigError(`Invalid settings:\n  ${text}`);
  const given = [APNS_KEY ?? APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC];
  if (given.every((value) => value === undefined)) return undefined;
  if (given.some((value) => value === undefined)) {
    throw problem(
      'APNS_KEY (or APNS_KEY_FILE), APNS_KEY_ID, APNS_TEAM_ID and APNS_TOPIC are set together or not at all',
    );
  }
  if (APNS_KEY && APNS_KEY_FILE) throw problem('APNS_KEY and APNS_KEY_FILE: set one of them, not both');
  let key = APNS_KEY;
  if (APNS_KEY_FILE) {
    try {
      key = readFileSync(APNS_KEY_FILE, 'utf8');
    } catch {
      throw problem(`APNS_KEY_FILE: cannot read ${APNS_KEY_FILE}`);
    }
  }
  // A key pasted into one line of an environment file keeps its line breaks as "\n".
  key = key!.replaceAll('\\n', '\n');
  if (!isPrivateKey(key, 'ec')) {
    throw problem(`${APNS_KEY_FILE ? 'APNS_KEY_FILE' : 'APNS_KEY'}: is not the P-256 key of a .p8 file`);
  }
  return {
    key,
    keyId: APNS_KEY_ID!,
    teamId: APNS_TEAM_ID!,
    topic: APNS_TOPIC!,
    baseUrl: APNS_BASE_URL.replace(/\/$/, ''),
  };
}

/** Whether `pem` is a private key of this type: a wrong key stops the start, not every push later. */
function isPrivateKey(pem: string, type: 'rsa' | 'ec') {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === type && (type === 'rsa' || key.asymmetricKeyDetails?.namedCurve === 'prime256v1');
  } catch {
    return false;
  }
}

/** A secret generated on first start and kept under DATA_DIR, so sessions survive restarts. */
function readOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A 32-byte key written as hex (64 characters) or base64url (43). */
const decodeKey = (key: string) => Buffer.from(key, key.length === 64 ? 'hex' : 'base64url');

/**
 * The key of the providers' tokens, generated on first start and kept under DATA_DIR: a new key
 * would leave every stored token unreadable, and each member to connect again.
 */
function readOrCreateIntegrationTokenKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'integration-token-key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64url'), { mode: 0o600 });
  return key;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * A VAPID key pair generated on first start and kept under DATA_DIR: a browser's subscription is
 * bound to the public key it subscribed with, so a new pair would silence every device.
 */
function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const pair = createECDH('prime256v1');
  pair.generateKeys();
  // OpenSSL drops a private key's leading zero bytes; VAPID wants all 32.
  const privateKey = pair.getPrivateKey();
  const keys: VapidKeys = {
    publicKey: pair.getPublicKey('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
