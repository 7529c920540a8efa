import type { IntegrationConnection, NotificationKind } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { makeAlerts } from './notifications.service.ts';

const kindOf: Record<IntegrationConnection, NotificationKind> = {
  google: 'google_disconnected',
  outlook: 'outlook_disconnected',
};

/**
 * Tells a member that a mail and calendar connection stopped working (the provider refused its
 * grant), in the app and on the channels they chose for imports, with the way to connect it again.
 * One notification per loss: `lostAt` tells this loss from an earlier one.
 */
export async function tellConnectionLost(
  context: AppContext,
  memberId: string,
  connection: IntegrationConnection,
  lostAt: Date,
) {
  const kind = kindOf[connection];
  await makeAlerts(context, [
    {
      recipientId: memberId,
      kind,
      dedupeKey: `${kind}:${lostAt.toISOString()}`,
      actorId: null,
      tripId: null,
      placeId: null,
      startsOn: null,
      endsOn: null,
    },
  ]);
}
