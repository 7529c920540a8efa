import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2Session,
  type IncomingHttpHeaders,
  type ServerHttp2Stream,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { fixture, fixturePath, pushServiceCa, QueuedAnswers } from './push-service.ts';

/** The service account the test's Firebase project pushes with (a key made for the tests, never used elsewhere). */
const serviceAccount = JSON.parse(fixture('fcm-service-account.json').toString('utf8')) as {
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
};
/** The test's APNs signing key (made for the tests) and whose it is. */
const apnsKey = { keyId: 'K3Y1D00001', teamId: 'T3AM000001', topic: 'app.hereandthere' };

const readBody = async (stream: IncomingMessage | ServerHttp2Stream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A push as FCM received it: the token it is for, the whole request, and the access token it came with. */
export interface FcmPush {
  token: string;
  request: { message: Record<string, unknown> };
  accessToken: string;
}

/** An answer of FCM's other than 200: its status and the google.rpc.Status it sends. */
export interface FcmAnswer {
  status: number;
  error: { code: number; status: string; message: string; details?: unknown[] };
}

const fcmError = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
/** FCM's answers as it words them. */
export const fcmAnswers = {
  unregistered: {
    status: 404,
    error: {
      code: 404,
      status: 'NOT_FOUND',
      message: 'Requested entity was not found.',
      details: [{ '@type': fcmError, errorCode: 'UNREGISTERED' }],
    },
  },
  notAToken: {
    status: 400,
    error: {
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: 'The registration token is not a valid FCM registration token',
      details: [
        { '@type': fcmError, errorCode: 'INVALID_ARGUMENT' },
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }],
        },
      ],
    },
  },
  malformed: {
    status: 400,
    error: {
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: "Invalid value at 'message.android.ttl'",
      details: [{ '@type': fcmError, errorCode: 'INVALID_ARGUMENT' }],
    },
  },
  unavailable: {
    status: 503,
    error: { code: 503, status: 'UNAVAILABLE', message: 'The service is currently unavailable.' },
  },
  throttled: {
    status: 429,
    error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded.' },
  },
} satisfies Record<string, FcmAnswer>;

/**
 * FCM HTTP v1 and Google's token service on 127.0.0.1: the token service checks the service
 * account's signed JWT and hands out access tokens; `messages:send` takes a push only with one of
 * them, keeps it, and answers 200, or what a test queued for its token first.
 */
export class FakeFcm {
  readonly received: FcmPush[] = [];
  /** The access tokens handed out. */
  readonly accessTokens: string[] = [];
  private readonly answers = new QueuedAnswers<FcmAnswer>();
  private server: Server | undefined;
  private baseUrl = '';

  async start() {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The settings that make the app push to Android through this FCM. */
  settings() {
    return {
      FCM_SERVICE_ACCOUNT: fixturePath('fcm-service-account.json'),
      FCM_BASE_URL: this.baseUrl,
      FCM_TOKEN_URL: `${this.baseUrl}/token`,
    };
  }

  /** A new registration token, as the app on an Android phone gets one. */
  token() {
    return `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(100).toString('base64url')}`;
  }

  /** The next pushes to `token` get these answers, in turn. */
  answerNext(token: string, ...answers: FcmAnswer[]) {
    this.answers.set(token, answers);
  }

  pushesTo(token: string) {
    return this.received.filter((push) => push.token === token);
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/token') return this.grant(new URLSearchParams(body));
    if (request.method !== 'POST' || request.url !== `/v1/projects/${serviceAccount.project_id}/messages:send`) {
      return { status: 404, body: { error: { code: 404, status: 'NOT_FOUND', message: 'no such method' } } };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !this.accessTokens.includes(bearer)) {
      return { status: 401, body: { error: { code: 401, status: 'UNAUTHENTICATED', message: 'no valid token' } } };
    }
    const sent = JSON.parse(body) as FcmPush['request'];
    const token = String(sent.message.token);
    this.received.push({ token, request: sent, accessToken: bearer });
    const answer = this.answers.next(token);
    if (answer) return { status: answer.status, body: { error: answer.error } };
    return { status: 200, body: { name: `projects/${serviceAccount.project_id}/messages/${randomUUID()}` } };
  }

  /** Google's token service: an access token for a JWT the service account's key signed (RFC 7523). */
  private async grant(form: URLSearchParams) {
    const refused = (description: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return refused('grant type');
    try {
      const { payload, protectedHeader } = await jwtVerify(
        form.get('assertion') ?? '',
        createPublicKey(serviceAccount.private_key),
        { algorithms: ['RS256'], issuer: serviceAccount.client_email, audience: `${this.baseUrl}/token` },
      );
      if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') return refused('scope');
      if (protectedHeader.kid !== serviceAccount.private_key_id) return refused('key id');
    } catch (error) {
      return refused(String(error));
    }
    const accessToken = `ya29.${randomBytes(32).toString('base64url')}`;
    this.accessTokens.push(accessToken);
    return { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' } };
  }
}

/** A push as APNs received it: the token it is for, its headers and payload, and when its provider token was signed. */
export interface ApnsPush {
  token: string;
  headers: IncomingHttpHeaders;
  payload: unknown;
  providerTokenIssuedAt: number;
}

/** An answer of APNs' other than 200: its status and reason. */
export interface ApnsAnswer {
  status: number;
  reason: string;
}

/**
 * APNs on 127.0.0.1, over HTTP/2 with TLS (the push services' test certificate): it takes a push
 * only with a provider token the test's key signed, keeps it, and answers 200, or what a test
 * queued for its token first.
 */
export class FakeApns {
  readonly received: ApnsPush[] = [];
  private readonly answers = new QueuedAnswers<ApnsAnswer>();
  private readonly sessions = new Set<Http2Session>();
  private readonly verifyingKey = createPublicKey(fixture('apns-key.p8'));
  private server: Http2SecureServer | undefined;
  private port = 0;

  async start() {
    this.server = createSecureServer({ key: fixture('push-service.key'), cert: pushServiceCa });
    this.server.on('session', (session) => {
      this.sessions.add(session);
      session.on('close', () => this.sessions.delete(session));
    });
    this.server.on('stream', (stream, headers) => {
      void this.answer(stream, headers).then(({ status, reason }) => {
        if (stream.destroyed) return;
        stream.respond({ ':status': status, 'apns-id': randomUUID() });
        stream.end(reason ? JSON.stringify({ reason }) : '');
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const session of this.sessions) session.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The settings that make the app push to iPhones through this APNs. */
  settings() {
    return {
      APNS_KEY_FILE: fixturePath('apns-key.p8'),
      APNS_KEY_ID: apnsKey.keyId,
      APNS_TEAM_ID: apnsKey.teamId,
      APNS_TOPIC: apnsKey.topic,
      APNS_BASE_URL: `https://127.0.0.1:${this.port}`,
    };
  }

  /** A new device token, as iOS gives the app one: 32 bytes in hexadecimal. */
  token() {
    return randomBytes(32).toString('hex');
  }

  /** The next pushes to `token` get these answers, in turn. */
  answerNext(token: string, ...answers: ApnsAnswer[]) {
    this.answers.set(token, answers);
  }

  pushesTo(token: string) {
    return this.received.filter((push) => push.token === token);
  }

  private async answer(
    stream: ServerHttp2Stream,
    headers: IncomingHttpHeaders,
  ): Promise<{ status: number; reason?: string }> {
    const body = await readBody(stream);
    const token = /^\/3\/device\/([0-9a-f]+)$/.exec(String(headers[':path']))?.[1];
    if (headers[':method'] !== 'POST' || !token) return { status: 404, reason: 'BadPath' };
    let providerTokenIssuedAt: number;
    try {
      const { payload, protectedHeader } = await jwtVerify(
        String(headers.authorization).replace(/^bearer /, ''),
        this.verifyingKey,
        { algorithms: ['ES256'], issuer: apnsKey.teamId },
      );
      if (protectedHeader.kid !== apnsKey.keyId || typeof payload.iat !== 'number') throw new Error('key id');
      providerTokenIssuedAt = payload.iat;
    } catch {
      return { status: 403, reason: 'InvalidProviderToken' };
    }
    this.received.push({ token, headers, payload: JSON.parse(body), providerTokenIssuedAt });
    return this.answers.next(token) ?? { status: 200 };
  }
}
