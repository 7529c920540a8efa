import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainOnClose } from './draining.ts';

describe('closing the server', () => {
  it('waits for a handler whose client went away before it answered', async () => {
    const app = Fastify();
    drainOnClose(app);
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    let finishHandler!: () => void;
    let handlerEnded = false;
    app.get('/slow', async () => {
      handlerStarted();
      await new Promise<void>((resolve) => (finishHandler = resolve));
      handlerEnded = true;
      return { done: true };
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const client = http.get(`${url}/slow`).on('error', () => {});
    await started;
    client.destroy();

    let isClosed = false;
    const closing = app.close().then(() => (isClosed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isClosed).toBe(false);
    finishHandler();
    await closing;
    expect(handlerEnded).toBe(true);
  });

  it('closes at once when no handler is running', async () => {
    const app = Fastify();
    drainOnClose(app);
    app.get('/quick', async () => ({ done: true }));
    expect((await app.inject({ url: '/quick' })).statusCode).toBe(200);
    await app.close();
  });
});
