// Chat under load (issue 18 §5, DESIGN §7: 20,000 sockets, p99 send→deliver ≤ 100 ms, nothing
// lost, the API process under 1 GB): every member holds a socket, messages are POSTed at a fixed
// rate into direct chats and channels, and each socket records what it receives. The same traffic
// then goes through a bare Socket.IO server with no database, in this run on this machine, so the
// ratios mean something whatever the hardware. Each server runs in a process of its own (its
// resident memory is its own); the sockets and the load are here.
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { socketPath } from '../packages/contracts/src/messaging.ts';
import { type ChatWorldSize, tokenOf, type WorldConversation, worldConversations } from './chat-world.ts';

const size: ChatWorldSize = {
  members: Number(process.env.BENCH_MEMBERS ?? 1000),
  channelSize: Number(process.env.BENCH_CHANNEL_SIZE ?? 100),
};
const rate = Number(process.env.BENCH_RATE ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The share of messages that go to a channel rather than a direct chat. */
const channelShare = Number(process.env.BENCH_CHANNEL_SHARE ?? 0.5);
/** How long after the last answer a delivery still counts before it is lost. */
const graceMs = 10_000;
const connectConcurrency = 100;

const openFilesLimit = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 0);
if (openFilesLimit < size.members + 200) {
  console.error(
    `${size.members} sockets need more open files than ${openFilesLimit}: run \`ulimit -n ${size.members + 1000}\` first.`,
  );
  process.exit(1);
}

/** A seeded generator (mulberry32): both servers get the same messages in the same order. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const conversations = worldConversations(size);
const directs = conversations.filter((conversation) => conversation.kind === 'direct');
const channels = conversations.filter((conversation) => conversation.kind === 'channel');

interface Send {
  conversation: WorldConversation;
  sender: number;
}

function traffic(count: number, seed: number): Send[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const pool = next() < channelShare || directs.length === 0 ? channels : directs;
    const conversation = pool[Math.floor(next() * pool.length)]!;
    return { conversation, sender: conversation.members[Math.floor(next() * conversation.members.length)]! };
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  /** Where a member posts into a conversation. */
  sendUrl(conversation: WorldConversation): string;
  /** The largest resident set of the server's process since it was last asked. */
  peakRss(): Promise<number>;
  stop(): Promise<void>;
}

async function startServer(kind: 'app' | 'baseline'): Promise<Server> {
  const child = fork(new URL('./chat-servers.ts', import.meta.url), [
    kind,
    String(size.members),
    String(size.channelSize),
  ]);
  const [ready] = (await once(child, 'message')) as [{ url: string; memberIds?: string[]; channelIds?: string[] }];
  const { url } = ready;
  const ask = async <T>(question: string) => {
    child.send(question);
    const [answer] = (await once(child, 'message')) as [T];
    return answer;
  };
  const server = {
    child,
    url,
    peakRss: async () => (await ask<{ rss: number }>('rss')).rss,
    stop: async () => {
      child.send('stop');
      await once(child, 'exit');
    },
  };
  if (kind === 'baseline') {
    return { ...server, sendUrl: (conversation) => `${url}/send/${conversation.kind}-${conversation.index}` };
  }
  const { memberIds, channelIds } = ready as { memberIds: string[]; channelIds: string[] };
  const chatIds = await createDirectChats(url, memberIds);
  await ask('analyze');
  return {
    ...server,
    sendUrl: (conversation) =>
      conversation.kind === 'direct'
        ? `${url}/thr/v1/api/messaging/${chatIds[conversation.index]}/messages/`
        : `${url}/thr/v1/api/community-channels/${channelIds[conversation.index]}/messages/`,
  };
}

const headersOf = (member: number) => ({
  authorization: `Bearer ${tokenOf(member)}`,
  'content-type': 'application/json',
  // Each member is a client of its own to the per-address limits.
  'x-forwarded-for': `10.${(member >> 16) & 255}.${(member >> 8) & 255}.${member & 255}`,
});

/** Runs `work` for 0…count−1, `concurrency` at a time. */
async function inParallel<T>(count: number, concurrency: number, work: (i: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

/** Each pair's direct chat, started over the API by its first member as a member would. */
function createDirectChats(url: string, memberIds: string[]) {
  return inParallel(directs.length, 16, async (pair) => {
    const response = await fetch(`${url}/thr/v1/api/messaging/`, {
      method: 'POST',
      headers: headersOf(2 * pair),
      body: JSON.stringify({ users: [memberIds[2 * pair + 1]] }),
    });
    if (response.status !== 201)
      throw new Error(`starting a chat answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  });
}

/** What the sockets received of each message, by its client_msg_id. */
interface Deliveries {
  due: Map<string, number>;
  receivedBy: Map<string, Set<number>>;
  latencies: number[];
  duplicates: number;
  disconnects: number;
}

async function connectSockets(url: string, deliveries: Deliveries) {
  const startedAt = performance.now();
  const sockets = await inParallel(size.members, connectConcurrency, async (member) => {
    const socket: Socket = io(url, {
      path: socketPath,
      transports: ['websocket'],
      auth: { token: tokenOf(member) },
      reconnection: false,
      forceNew: true,
    });
    socket.on('message.created', (event: { message: { client_msg_id: string | null } }) => {
      const key = event.message.client_msg_id ?? '';
      const due = deliveries.due.get(key);
      if (due === undefined) return;
      const receivers = deliveries.receivedBy.get(key)!;
      if (receivers.has(member)) deliveries.duplicates += 1;
      else {
        receivers.add(member);
        deliveries.latencies.push(performance.now() - due);
      }
    });
    socket.on('disconnect', () => {
      deliveries.disconnects += 1;
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  });
  return { sockets, connectSeconds: (performance.now() - startedAt) / 1000 };
}

/** Posts the messages at `rate` per second whatever the answers do; each latency counts from when its send was due. */
async function send(server: Server, messages: Send[], label: string, deliveries: Deliveries) {
  const startedAt = performance.now();
  let stored = 0;
  const failures = new Map<number, number>();
  const requests: Promise<void>[] = [];
  for (const [i, { conversation, sender }] of messages.entries()) {
    const due = startedAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const clientMsgId = `${label}-${i}`;
    deliveries.due.set(clientMsgId, due);
    deliveries.receivedBy.set(clientMsgId, new Set());
    requests.push(
      fetch(server.sendUrl(conversation), {
        method: 'POST',
        headers: headersOf(sender),
        body: JSON.stringify({ text: `Message ${i} of the chat benchmark`, client_msg_id: clientMsgId }),
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 201) stored += 1;
        else failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(requests);
  return { stored, failures, sendSeconds: (performance.now() - startedAt) / 1000 };
}

/** Waits until every socket that should have a message has it, or the grace period ends. */
async function awaitDeliveries(messages: Send[], label: string, deliveries: Deliveries) {
  const until = performance.now() + graceMs;
  const missing = () =>
    messages.reduce(
      (sum, { conversation }, i) =>
        sum + conversation.members.length - deliveries.receivedBy.get(`${label}-${i}`)!.size,
      0,
    );
  while (missing() > 0 && performance.now() < until) await sleep(100);
  return missing();
}

function percentiles(values: number[]) {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function measure(kind: 'app' | 'baseline') {
  console.log(`${kind}: starting`);
  const server = await startServer(kind);
  console.log(`${kind}: connecting ${size.members} sockets`);
  const deliveries: Deliveries = {
    due: new Map(),
    receivedBy: new Map(),
    latencies: [],
    duplicates: 0,
    disconnects: 0,
  };
  const { sockets, connectSeconds } = await connectSockets(server.url, deliveries);
  const idleRss = await server.peakRss();

  const warmUp = traffic(Math.min(Math.round(rate * seconds), rate * 2), 7);
  await send(server, warmUp, 'warm-up', deliveries);
  await awaitDeliveries(warmUp, 'warm-up', deliveries);
  await server.peakRss();
  deliveries.latencies = [];
  deliveries.duplicates = 0;

  console.log(`${kind}: sending`);
  const messages = traffic(Math.round(rate * seconds), 42);
  const sent = await send(server, messages, 'measured', deliveries);
  const lost = await awaitDeliveries(messages, 'measured', deliveries);
  const peakRss = Math.max(idleRss, await server.peakRss());
  const expected = messages.reduce((sum, { conversation }) => sum + conversation.members.length, 0);
  const { disconnects } = deliveries;

  for (const socket of sockets) socket.close();
  await server.stop();
  return {
    connectSeconds,
    ...sent,
    expected,
    lost,
    duplicates: deliveries.duplicates,
    disconnects,
    idleRss,
    peakRss,
    ...percentiles(deliveries.latencies),
  };
}

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `\n${size.members} members with a socket each, ${directs.length} direct chats, ${channels.length} channels of ` +
    `${size.channelSize}; ${rate} messages/s for ${seconds} s, ${Math.round(channelShare * 100)} % to channels\n`,
);
const results = { baseline: await measure('baseline'), app: await measure('app') };
for (const [name, r] of Object.entries(results)) {
  const failed = [...r.failures].map(([status, count]) => `${count} × ${status}`).join(', ') || 'none';
  console.log(`${name === 'app' ? 'the app' : 'bare Socket.IO (baseline)'}:`);
  console.log(`  sockets connected in ${r.connectSeconds.toFixed(1)} s`);
  console.log(
    `  stored ${r.stored} of ${Math.round(rate * seconds)} (${(r.stored / r.sendSeconds).toFixed(0)} messages/s), failed: ${failed}`,
  );
  console.log(`  send→deliver p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)} over ${r.expected} deliveries`);
  console.log(`  lost ${r.lost}, duplicated ${r.duplicates}, sockets dropped ${r.disconnects}`);
  console.log(`  server RSS ${megabytes(r.idleRss)} with the sockets idle, ${megabytes(r.peakRss)} at the peak`);
}
const { app, baseline } = results;
console.log(
  `\nratio to baseline: p99 ${(app.p99 / baseline.p99).toFixed(1)}×, peak RSS ${(app.peakRss / baseline.peakRss).toFixed(1)}×` +
    ` (budget: 20,000 sockets, p99 ≤ 100 ms, 0 lost, API RSS < 1 GB)`,
);
process.exit(0);
