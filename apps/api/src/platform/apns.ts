import { createPrivateKey } from 'node:crypto';
import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { SignJWT } from 'jose';
import type { ApnsSettings } from './config.ts';
import type { Logger } from './logger.ts';
import {
  epochSeconds,
  type PhonePushTransport,
  type PushClock,
  type PushMessage,
  pushTimeoutMs,
  timeToLiveSeconds,
} from './push-message.ts';
import { isPassingFailure, PermanentDeliveryError, PushDeviceGoneError } from './transport-errors.ts';

/**
 * APNs refuses a provider token older than an hour, and one renewed more often than every 20
 * minutes: each is used for 50.
 */
const providerTokenLifetimeMs = 50 * 60_000;
/** A connection idle this long is closed; the next push opens another. */
const idleConnectionMs = 15 * 60_000;
/** APNs takes a collapse id of at most 64 bytes. */
const collapseIdMaxBytes = 64;

/**
 * The reasons APNs gives for a token that will never take a push: 410 `Unregistered` (the app
 * was removed, or the token expired), 400 `BadDeviceToken` (not a token, or one of the other
 * environment, sandbox or production) and `DeviceTokenNotForTopic` (another app's).
 */
const tokenRefusals = ['Unregistered', 'ExpiredToken', 'BadDeviceToken', 'DeviceTokenNotForTopic'];

interface ApnsAnswer {
  status: number;
  body: string;
}

function reasonOf(body: string): string | undefined {
  try {
    const { reason } = JSON.parse(body) as { reason?: unknown };
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/**
 * iOS through APNs over HTTP/2: each push a stream on one kept connection, authorized by a
 * provider token (an ES256 JWT signed with the team's .p8 key) reused for most of its hour. `ca`
 * is for an APNs a test runs on a certificate of its own.
 */
export function createApnsTransport(options: {
  settings: ApnsSettings;
  clock: PushClock;
  log: Logger;
  ca?: Buffer;
}): PhonePushTransport {
  const { settings, clock, log, ca } = options;
  const signingKey = createPrivateKey(settings.key);
  let providerToken: { value: Promise<string>; issuedAt: number } | undefined;
  let session: ClientHttp2Session | undefined;

  function currentProviderToken() {
    const at = clock.now();
    if (providerToken && at.getTime() - providerToken.issuedAt < providerTokenLifetimeMs) return providerToken.value;
    const value = new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setIssuedAt(epochSeconds(at))
      .sign(signingKey);
    providerToken = { value, issuedAt: at.getTime() };
    return value;
  }

  /** The connection in use, or a new one once APNs (or idleness) closed it. */
  function connection() {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(settings.baseUrl, ca ? { ca } : {});
    opened.on('error', (error) => log.warn({ err: error }, 'the connection to APNs failed'));
    opened.on('close', () => {
      if (session === opened) session = undefined;
    });
    opened.setTimeout(idleConnectionMs, () => opened.close());
    // An idle connection does not keep the process alive.
    opened.unref();
    session = opened;
    return opened;
  }

  function post(path: string, headers: Record<string, string>, body: string) {
    return new Promise<ApnsAnswer>((resolve, reject) => {
      const stream = connection().request({ ':method': 'POST', ':path': path, ...headers });
      let status = 0;
      const chunks: Buffer[] = [];
      stream.setTimeout(pushTimeoutMs, () => stream.close(constants.NGHTTP2_CANCEL));
      stream.on('response', (responseHeaders) => {
        status = Number(responseHeaders[':status']);
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('close', () => {
        if (status) resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
        else reject(new Error(`APNs did not answer (the stream closed with code ${stream.rstCode})`));
      });
      stream.end(body);
    });
  }

  return {
    async send(token, message: PushMessage) {
      const { tag } = message;
      const headers = {
        authorization: `bearer ${await currentProviderToken()}`,
        'apns-topic': settings.topic,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-expiration': String(epochSeconds(clock.now()) + timeToLiveSeconds),
        'content-type': 'application/json',
        ...(tag && Buffer.byteLength(tag) <= collapseIdMaxBytes ? { 'apns-collapse-id': tag } : {}),
      };
      // Keys beside `aps` reach the app with the notification: the route its tap opens.
      const payload = {
        aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
        route: message.route,
      };
      const answer = await post(`/3/device/${encodeURIComponent(token)}`, headers, JSON.stringify(payload));
      if (answer.status === 200) {
        log.info({ pushService: 'apns' }, 'push sent');
        return;
      }
      const reason = reasonOf(answer.body);
      const words = `APNs answered ${answer.status}${reason ? ` ${reason}` : `: ${answer.body}`}`;
      if (answer.status === 410 || (reason && tokenRefusals.includes(reason))) throw new PushDeviceGoneError(words);
      // A provider token APNs calls too old (this clock behind its own): the next try signs another.
      if (reason === 'ExpiredProviderToken') providerToken = undefined;
      throw isPassingFailure(answer.status) ? new Error(words) : new PermanentDeliveryError(words);
    },
    async close() {
      const closing = session;
      session = undefined;
      if (closing && !closing.closed) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
