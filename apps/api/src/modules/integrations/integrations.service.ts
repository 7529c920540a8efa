import { timingSafeEqual } from 'node:crypto';
import {
  type GmailPush,
  type GraphNotifications,
  type IntegrationConnection,
  integrationConnections,
} from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { forgetProviderGrant, revokeProviderGrant } from '../identity/index.ts';
import { enqueueImportRuns } from './import-runs.service.ts';
import { deleteImportState, findImportBySubscription, findImportsByMailbox } from './integrations.repository.ts';
import { accountOf } from './open-account.ts';

/** Whether two secrets are the same, in a time that does not tell how much of them matched. */
function isSameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `DELETE /integrations/{connection}/`: the member's connection ends. The provider's push channel
 * is closed and the grant forgotten, then revoked at the provider (Google; Microsoft has no way to
 * revoke an app's tokens, see `revokeProviderGrant`), so nothing is read from the mailbox again.
 * A connection already ended answers the same. Trips already imported stay the member's.
 */
export async function disconnectIntegration(context: AppContext, memberId: string, connection: IntegrationConnection) {
  const state = await deleteImportState(context.db, memberId, connection);
  const grant = await forgetProviderGrant(context, memberId, connection);
  if (!grant) return;
  const log = context.log.child({ memberId, connection });
  if (state?.pushExpiresAt) {
    const channel = {
      expiresAt: state.pushExpiresAt,
      subscriptionIds: state.pushSubscriptionIds,
      clientState: state.pushClientState,
    };
    // Once revoked it would end by itself: closing it first only spares the provider's calls meanwhile.
    await accountOf(context, grant)
      .closePush(channel)
      .catch((error: unknown) => log.warn({ err: error }, 'the push channel could not be closed'));
  }
  try {
    const isRevoked = await revokeProviderGrant(context, grant);
    log.info({ isRevoked }, 'integration disconnected');
  } catch (error) {
    // Forgotten here, the tokens open nothing of ours; the provider lets them lapse.
    log.error({ err: error }, 'the provider could not revoke the grant');
  }
}

/** An account being deleted: each connection is disconnected and revoked first (`member.deleting`). */
export function subscribeIntegrationsToEvents(context: AppContext) {
  context.events.subscribe('member.deleting', async ({ memberId }) => {
    for (const connection of integrationConnections) await disconnectIntegration(context, memberId, connection);
  });
}

/**
 * `POST /integrations/google/push/`: Gmail's change of a watched inbox, as the Pub/Sub push
 * subscription posts it, its endpoint carrying our secret. The mailbox's connections run now
 * (what changed is read by the run, as on the schedule). Unknown when Gmail push is not set up.
 */
export async function receiveGmailPush(context: AppContext, token: string, push: GmailPush) {
  const gmailPush = context.config.integrations.gmailPush;
  if (!gmailPush || !isSameSecret(token, gmailPush.token)) throw new DomainError('not_found');
  const change = readGmailChange(push.message.data);
  if (!change) return;
  const imports = await findImportsByMailbox(context.db, 'google', change.emailAddress);
  await enqueueImportRuns(
    context,
    imports.map((row) => ({ memberId: row.memberId, connection: row.connection })),
  );
}

/** `{emailAddress, historyId}`, as Gmail publishes it base64-encoded; null for anything else. */
function readGmailChange(data: string): { emailAddress: string } | null {
  try {
    const change: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    if (typeof change !== 'object' || change === null || !('emailAddress' in change)) return null;
    return typeof change.emailAddress === 'string' ? { emailAddress: change.emailAddress } : null;
  } catch {
    return null;
  }
}

/**
 * `POST /integrations/outlook/notifications/`: Graph's notifications of new mail and changed
 * events. Each names its subscription and echoes the secret we gave it; one that does not match
 * is dropped. The connections they are about run now. Unknown when Outlook push is off.
 */
export async function receiveGraphNotifications(context: AppContext, notifications: GraphNotifications) {
  if (!context.config.integrations.isOutlookPushOn) throw new DomainError('not_found');
  const runs = new Map<string, { memberId: string; connection: IntegrationConnection }>();
  for (const notification of notifications.value) {
    const row = await findImportBySubscription(context.db, notification.subscriptionId);
    if (!row?.pushClientState || !isSameSecret(notification.clientState ?? '', row.pushClientState)) {
      context.log.warn({ subscriptionId: notification.subscriptionId }, 'a Graph notification we did not ask for');
      continue;
    }
    runs.set(row.memberId, { memberId: row.memberId, connection: row.connection });
  }
  await enqueueImportRuns(context, [...runs.values()]);
}

/** Graph's check of a new subscription's URL: it must answer its token back, when Outlook push is on. */
export function answerGraphValidation(context: AppContext, validationToken: string) {
  if (!context.config.integrations.isOutlookPushOn) throw new DomainError('not_found');
  return validationToken;
}
