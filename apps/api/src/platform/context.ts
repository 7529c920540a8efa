import type { Config } from './config.ts';
import type { Database } from './db.ts';
import { EventBus } from './events.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createPushSender, type PushSender } from './push.ts';
import { createRealtime, type RealtimeServer } from './realtime-server.ts';
import { createSmsSender, type SmsSender } from './sms.ts';

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
  /** Web Push, FCM and APNs. */
  push: PushSender;
  clock: Clock;
  events: EventBus;
  /** The sockets of signed-in members, on every node (see realtime.ts). */
  realtime: RealtimeServer;
}

/** The context of a running process (the server or an operator script): real clock, configured transports. */
export function createAppContext(config: Config, db: Database, log: Logger): AppContext {
  return {
    config,
    db,
    log,
    clock: systemClock,
    mailer: createMailer({ ...config.mail, dataDir: config.dataDir, log }),
    sms: createSmsSender({ ...config.sms, dataDir: config.dataDir, log }),
    push: createPushSender({ vapid: config.webPush, fcm: config.fcm, apns: config.apns, clock: systemClock, log }),
    events: new EventBus(log),
    realtime: createRealtime(config, log),
  };
}
