import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { FcmSettings } from './config.ts';
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

/** The one permission the access token asks for: sending through FCM. */
const messagingScope = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google's access tokens last an hour; one is taken again this long before it lapses, never used as it does. */
const accessTokenMarginMs = 5 * 60_000;

const accessTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** FCM's error (google.rpc.Status), with the details that say what it is about. */
const fcmErrorAnswer = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z
      .array(
        z.looseObject({
          errorCode: z.string().optional(),
          fieldViolations: z.array(z.looseObject({ field: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});
type FcmError = z.infer<typeof fcmErrorAnswer>['error'];

function readFcmError(text: string): FcmError | undefined {
  try {
    return fcmErrorAnswer.parse(JSON.parse(text)).error;
  } catch {
    return undefined;
  }
}

/**
 * FCM calls a token invalid with 404 `UNREGISTERED` (the app was uninstalled, or the token
 * replaced: firebase-admin's `registration-token-not-registered`), or with 400 `INVALID_ARGUMENT`
 * naming the message's token as the field at fault (not a token FCM ever gave out).
 */
function isTokenRefused(status: number, error: FcmError | undefined) {
  const details = error?.details ?? [];
  if (details.some((detail) => detail.errorCode === 'UNREGISTERED')) return true;
  return (
    status === 400 &&
    details.some((detail) => detail.fieldViolations?.some((violation) => violation.field === 'message.token'))
  );
}

/**
 * Android through FCM HTTP v1: each push posted to the project's `messages:send` with an OAuth 2
 * access token of the service account, which it takes from Google's token service with a JWT it
 * signs itself (RFC 7523) and reuses until shortly before it lapses.
 */
export function createFcmTransport(options: {
  settings: FcmSettings;
  clock: PushClock;
  log: Logger;
}): PhonePushTransport {
  const { settings, clock, log } = options;
  const sendUrl = `${settings.baseUrl}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`;
  const signingKey = createPrivateKey(settings.privateKey);
  let current: { token: Promise<string>; renewAt: number } | undefined;

  async function requestAccessToken(at: Date) {
    const assertion = await new SignJWT({ scope: messagingScope })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(settings.privateKeyId ? { kid: settings.privateKeyId } : {}),
      })
      .setIssuer(settings.clientEmail)
      .setAudience(settings.tokenUrl)
      .setIssuedAt(epochSeconds(at))
      .setExpirationTime(epochSeconds(at) + 3600)
      .sign(signingKey);
    const response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(pushTimeoutMs),
    });
    const text = await response.text();
    // A refused key is ours to fix while the push waits: tried again, as any failure here.
    if (!response.ok) throw new Error(`Google's token service answered ${response.status}: ${text}`.slice(0, 500));
    const answer = accessTokenAnswer.safeParse(JSON.parse(text));
    if (!answer.success) throw new Error(`Google's token service answered without an access token: ${text}`);
    return answer.data;
  }

  /** The access token in use; sends at once share the one being taken. */
  function accessToken() {
    const at = clock.now();
    if (current && at.getTime() < current.renewAt) return current.token;
    const taking = { token: Promise.resolve(''), renewAt: Number.POSITIVE_INFINITY };
    taking.token = requestAccessToken(at).then(
      (answer) => {
        taking.renewAt = at.getTime() + answer.expires_in * 1000 - accessTokenMarginMs;
        return answer.access_token;
      },
      (error: unknown) => {
        if (current === taking) current = undefined;
        throw error;
      },
    );
    current = taking;
    return taking.token;
  }

  return {
    async send(token, message: PushMessage) {
      const { tag } = message;
      const request = {
        message: {
          token,
          notification: { title: message.title, body: message.body },
          // What the app reads when the push is tapped.
          data: { route: message.route },
          android: {
            ttl: `${timeToLiveSeconds}s`,
            ...(tag ? { collapse_key: tag, notification: { tag } } : {}),
          },
        },
      };
      const bearer = await accessToken();
      const response = await fetch(sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(pushTimeoutMs),
      });
      const text = await response.text();
      if (response.ok) {
        log.info({ pushService: 'fcm' }, 'push sent');
        return;
      }
      const error = readFcmError(text);
      const words = error
        ? `FCM answered ${response.status} ${error.status ?? ''}: ${error.message ?? ''}`
        : `FCM answered ${response.status}: ${text}`;
      if (isTokenRefused(response.status, error)) throw new PushDeviceGoneError(words);
      // A token revoked or lapsed early: the next try takes another.
      if (response.status === 401) current = undefined;
      throw isPassingFailure(response.status) ? new Error(words) : new PermanentDeliveryError(words);
    },
    async close() {
      // fetch keeps no connection of its own to close.
    },
  };
}
