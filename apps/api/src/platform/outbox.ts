import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Reading back what the outbox transports wrote: for developers' tools and tests. */
export interface OutboxTextMessage {
  to: string;
  body: string;
  sent_at: string;
}

export async function readOutboxTextMessages(dataDir: string): Promise<OutboxTextMessage[]> {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  if (!existsSync(file)) return [];
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  return lines.map((line) => JSON.parse(line) as OutboxTextMessage);
}

/** The raw `.eml` text of every email in the outbox, oldest first. */
export async function readOutboxEmails(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox', 'email');
  if (!existsSync(folder)) return [];
  const files = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map((name) => readFile(path.join(folder, name), 'utf8')));
}
