import type { User } from '@here-and-there/contracts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useChangeConnection } from '../connections/connections.queries.ts';

// Apart from the dashboard's lists: People Around asks the same, without their queries.

/**
 * SPEC §4 swipe right on a person: a close connection. It asks someone not connected yet (they
 * see the request; the member sees "Invitation sent"), and holds a connected person close; a
 * person already held close is left as they are. Failures are shown by the connection change.
 */
export function useAskClose() {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const change = useChangeConnection();
  return (user: Pick<User, 'id' | 'display_name' | 'connection'>) => {
    const { connection } = user;
    if (connection?.type === 'close') return;
    change.mutate(
      { memberId: user.id, connection, change: { kind: 'choose', level: 'close' } },
      {
        onSuccess: () =>
          notify.success(
            t(connection?.status === 'active' ? 'deck.madeClose' : 'deck.asked', { name: user.display_name }),
          ),
      },
    );
  };
}
