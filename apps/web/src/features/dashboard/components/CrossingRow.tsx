import { routes } from '../../../app/routing/route-paths.ts';
import { listFormat } from '../../../shared/i18n/intl-formats.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PersonRow } from '../../../shared/ui/PersonRow.tsx';
import { ProposeMeetupButton } from '../../messaging/meetups/ProposeMeetupButton.tsx';
import { formatTripDays } from '../../trips/trip-days.ts';
import type { CrossingGroup } from '../dashboard-lists.ts';
import { WhenTag } from './WhenTag.tsx';

/**
 * A person the member meets at one place: who, where, every stay there ("12–14 May 2026 and
 * 16–18 May 2026") and how soon; it opens that member's profile. Beside it, "Propose a meetup"
 * where the two may message each other.
 */
export function CrossingRow({ group: { crossing, stays } }: { group: CrossingGroup }) {
  const { i18n } = useTranslation('dashboard');
  const stayDays = stays.map((stay) => formatTripDays(stay.arrival, stay.departure, i18n.language));
  // Most people stay once. The first list format a page builds loads its patterns: 15 ms on this
  // machine, four times that on a phone, in the middle of the dashboard's first screen (DESIGN §7).
  const days =
    stayDays.length === 1 ? stayDays[0] : listFormat(i18n.language, { type: 'conjunction' }).format(stayDays);
  return (
    <PersonRow
      to={routes.user(crossing.user.id)}
      person={crossing.user}
      details={`${crossing.location.title} · ${days}`}
      tags={<WhenTag arrival={stays[0]!.arrival} departure={stays.at(-1)!.departure} />}
      action={
        <ProposeMeetupButton crossing={crossing} firstDay={stays[0]!.arrival} lastDay={stays.at(-1)!.departure} />
      }
    />
  );
}
