import { findMemberIdByEmail } from '../src/modules/identity/index.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { type AppContext, createAppContext } from '../src/platform/context.ts';
import { createLogger } from '../src/platform/logger.ts';
import { openDatabase } from '../src/platform/open-database.ts';

/**
 * Runs an operator command against the same settings and database as `npm start`. npm runs
 * workspace scripts inside apps/api; relative settings such as DATA_DIR are read from where the
 * command was typed (INIT_CWD), as `npm start` reads them from the repository root.
 */
export async function withAppContext(work: (context: AppContext) => Promise<void>) {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const database = await openDatabase(config, log, { shareRunningServer: true });
  try {
    await work(createAppContext(config, database.db, log));
  } finally {
    await database.close();
  }
}

/** The one argument of a command, or a usage message and exit. */
export function requireArgument(usage: string) {
  const value = process.argv[2]?.trim();
  if (!value) {
    console.error(`Usage: ${usage}`);
    process.exit(1);
  }
  return value;
}

/**
 * Runs an operator command for the member who signs in with `email`; an unknown address is
 * reported and ends the command with a failure.
 */
export function withMemberByEmail(email: string, work: (context: AppContext, memberId: string) => Promise<void>) {
  return withAppContext(async (context) => {
    const memberId = await findMemberIdByEmail(context, email);
    if (!memberId) {
      console.error(`No member signs in with ${email}.`);
      process.exitCode = 1;
      return;
    }
    await work(context, memberId);
  });
}
