import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { WebPushSubscription } from '@here-and-there/contracts';

/** The path of a test fixture, and its bytes. */
export const fixturePath = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
export const fixture = (name: string) => readFileSync(fixturePath(name));
/** A self-signed certificate for 127.0.0.1: Web Push is https only, and the test's push service is local. */
const certificate = fixture('push-service.crt');

/** The certificate the fake push services run on, for the app's pushes to trust. */
export const pushServiceCa = certificate;

/** A fake service's answers in place of its usual one: per device, one per push, in turn. */
export class QueuedAnswers<Answer> {
  private readonly queues = new Map<string, Answer[]>();

  set(device: string, answers: readonly Answer[]) {
    this.queues.set(device, [...answers]);
  }

  next(device: string): Answer | undefined {
    return this.queues.get(device)?.shift();
  }
}

/** A push as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service (RFC 8030) on 127.0.0.1: it keeps each push posted to it and answers 201, or the
 * statuses a test queued for an endpoint, one per push, first.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new QueuedAnswers<number>();
  private server: Server | undefined;
  private port = 0;

  async start() {
    this.server = createServer({ key: fixture('push-service.key'), cert: certificate }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        const status = this.answers.next(path) ?? 201;
        response.writeHead(status).end(status === 201 ? '' : `answered ${status}`);
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A new endpoint of this service, as a browser's subscription names it. */
  endpoint() {
    return `https://127.0.0.1:${this.port}/push/${randomUUID()}`;
  }

  /** The next pushes to `endpoint` get these statuses, in turn. */
  answerNext(endpoint: string, ...statuses: number[]) {
    this.answers.set(new URL(endpoint).pathname, statuses);
  }

  pushesTo(endpoint: string) {
    const { pathname } = new URL(endpoint);
    return this.received.filter((push) => push.path === pathname);
  }
}

/** A browser subscribed to a push service: its keys, and the `device_token` the web app registers. */
export interface TestBrowser {
  subscription: WebPushSubscription;
  deviceToken: string;
  /** What a push to this browser says, decrypted as the browser does. */
  read(push: ReceivedPush): unknown;
}

export function subscribeBrowser(endpoint: string): TestBrowser {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16);
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
  };
  return {
    subscription,
    deviceToken: JSON.stringify(subscription),
    read: (push) => JSON.parse(decryptPush(push.body, keys, authSecret).toString('utf8')),
  };
}

/**
 * Decrypts a Web Push message as a browser does: RFC 8188's aes128gcm record, with the key
 * derived as RFC 8291 says from the push's ephemeral key, the browser's key pair and its auth
 * secret. The header is salt (16 bytes), record size (4), key id length (1) and key id (the
 * sender's public key); one record follows, its plaintext ending with the delimiter 0x02 and any padding.
 */
export function decryptPush(body: Buffer, browserKeys: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const sharedSecret = browserKeys.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKeys.getPublicKey(), senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const delimiter = padded.lastIndexOf(2);
  if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0)) {
    throw new Error('the push has no last-record delimiter');
  }
  return padded.subarray(0, delimiter);
}
