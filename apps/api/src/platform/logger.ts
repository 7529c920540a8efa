import pino from 'pino';

export type Logger = pino.Logger;

/** One pino logger for the process; Fastify's request logs are its children. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}
