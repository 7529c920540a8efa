import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PersonRow } from '../../../shared/ui/PersonRow.tsx';
import { meetupMoment, meetupPlace } from '../../messaging/meetups/meetup-format.ts';
import { useUpcomingMeetups } from '../../messaging/meetups/meetups.queries.ts';
import { ListSection, RowList } from './ListParts.tsx';

/**
 * The member's accepted meetups still to come, soonest first: with whom, where and when (in the
 * member's time zone); each opens its chat. Nothing while there are none.
 */
export function UpcomingMeetups() {
  const { t, i18n } = useTranslation('dashboard');
  const { data } = useUpcomingMeetups();
  const meetups = data?.results ?? [];
  if (meetups.length === 0) return null;
  return (
    <ListSection title={t('meetups.title')} lead={t('meetups.lead')} count={data?.count}>
      <RowList>
        {meetups.map((meetup) =>
          meetup.with ? (
            <PersonRow
              key={meetup.id}
              to={routes.chat(meetup.conversation_id)}
              person={meetup.with}
              details={`${meetupPlace(meetup)} · ${meetupMoment(meetup.starts_at, i18n.language)}`}
            />
          ) : null,
        )}
      </RowList>
    </ListSection>
  );
}
