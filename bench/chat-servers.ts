// The servers of the chat benchmark, each in a process of its own so that its memory is its own
// (`node chat-servers.ts app|baseline <members> <channelSize>`): the whole app on its world, or a
// bare Socket.IO server that keeps the same conversations in memory and broadcasts each message
// posted to it, with no database. Sends `{url, …}` when ready, answers 'analyze' once PostgreSQL's
// statistics are fresh and 'rss' with the largest resident set seen since the last 'rss', and
// stops on 'stop'.
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import { socketPath } from '../packages/contracts/src/messaging.ts';
import { type ChatWorldSize, memberOfToken, worldConversations, writeChatWorld } from './chat-world.ts';

const [kind, members, channelSize] = process.argv.slice(2);
const size: ChatWorldSize = { members: Number(members), channelSize: Number(channelSize) };

let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};
setInterval(sampleRss, 100).unref();

async function startApp() {
  // Loaded here only: the baseline's memory holds none of the app.
  const { startBenchApp } = await import('./bench-app.ts');
  let world: Awaited<ReturnType<typeof writeChatWorld>> | undefined;
  // Every message is delivered and answered by this one process: raise the per-address limits so
  // the load, not the limiter, is what is measured.
  const bench = await startBenchApp(
    async (context) => {
      world = await writeChatWorld(context.db, size);
    },
    { RATE_LIMIT_MULTIPLIER: '1000' },
  );
  return {
    url: bench.appUrl,
    ...world!,
    close: bench.close,
    // Once the benchmark has started the direct chats: their tables' statistics as autovacuum would have them.
    analyze: () => bench.context.db.execute(sql`analyze`),
  };
}

/** The baseline: Socket.IO with the app's options, each member's socket in its conversations' rooms, a POST that broadcasts. */
async function startBaseline() {
  const roomsOf = new Map<number, string[]>();
  for (const conversation of worldConversations(size)) {
    for (const member of conversation.members) {
      roomsOf.set(member, [...(roomsOf.get(member) ?? []), `${conversation.kind}-${conversation.index}`]);
    }
  }
  const seqs = new Map<string, number>();
  const server = createServer((request, response) => {
    const room = request.url?.split('/')[2] ?? '';
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk;
    });
    request.on('end', () => {
      const { text, client_msg_id } = JSON.parse(body) as { text: string; client_msg_id: string };
      const seq = (seqs.get(room) ?? 0) + 1;
      seqs.set(room, seq);
      const now = new Date().toISOString();
      const message = {
        id: client_msg_id,
        conversation_id: room,
        seq,
        author: null,
        text,
        client_msg_id,
        edited_at: null,
        deleted_at: null,
        created_at: now,
      };
      io.to(room).emit('message.created', { conversation_id: room, seq, message });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(message));
    });
  });
  const io = new Server(server, {
    path: socketPath,
    transports: ['websocket'],
    maxHttpBufferSize: 16 * 1024,
    serveClient: false,
  });
  io.use((socket, next) => {
    const member = memberOfToken(String(socket.handshake.auth?.token ?? ''));
    const rooms = roomsOf.get(member);
    if (!rooms) return next(new Error('unauthenticated'));
    socket.join(rooms);
    next();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await io.close();
    },
    analyze: async () => {},
  };
}

const running = kind === 'app' ? await startApp() : await startBaseline();
const { close, analyze, ...ready } = running;
process.send!({ type: 'ready', ...ready });
// The benchmark ended without stopping this server (it failed): stop with it.
process.once('disconnect', async () => {
  await close();
  process.exit(1);
});
process.on('message', async (message) => {
  if (message === 'analyze') {
    await analyze();
    process.send!({ type: 'analyzed' });
  } else if (message === 'rss') {
    sampleRss();
    process.send!({ type: 'rss', rss: peakRss });
    peakRss = 0;
  } else if (message === 'stop') {
    await close();
    process.exit(0);
  }
});
