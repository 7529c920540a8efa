import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mailer.ts';
import type { SmsSender } from './sms.ts';

/** The clock is injected so tests can move time (expiries, alerts). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every module gets from the platform: settings, the database and the outside world. */
export interface AppContext {
  config: Config;
  db: Database;
  log: Logger;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
}
