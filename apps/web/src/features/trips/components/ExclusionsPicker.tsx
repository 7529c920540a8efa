import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useConnections } from '../../connections/connections.queries.ts';
import { PeoplePicker, type PickablePerson } from './PeoplePicker.tsx';

const allConnections = { search: '', location: null };

const matches = (person: PickablePerson, typed: string) =>
  person.displayName.toLocaleLowerCase().includes(typed) || person.details.toLocaleLowerCase().includes(typed);

/**
 * The member's connections to hide a trip from; blocked members never see it anyway. Downloads
 * with the connections when the member opens it, so the trip form starts without them.
 */
export default function ExclusionsPicker({
  chosen,
  onToggle,
}: {
  chosen: ReadonlySet<string>;
  onToggle: (memberId: string) => void;
}) {
  const { t } = useTranslation('trips');
  const connections = useConnections(allConnections);
  const [search, setSearch] = useState('');

  const people = useMemo(
    () =>
      connections.data?.results
        .filter((connection) => connection.type !== 'block')
        .map(
          ({ user }): PickablePerson => ({
            id: user.id,
            firstName: user.first_name,
            lastName: user.last_name,
            displayName: user.display_name,
            pictureUrl: user.profile_picture?.['100'],
            details: [user.username && `@${user.username}`, user.base_location?.title].filter(Boolean).join(' · '),
          }),
        ),
    [connections.data],
  );
  const typed = search.trim().toLocaleLowerCase();
  const found = typed ? people?.filter((person) => matches(person, typed)) : people;

  return (
    <PeoplePicker
      label={t('form.exclusions')}
      searchLabel={t('picker.search')}
      search={search}
      onSearch={setSearch}
      people={found}
      chosen={chosen}
      onToggle={onToggle}
      emptyText={people?.length === 0 ? t('connections.none') : t('picker.noMatches')}
      isFailed={connections.isError}
      onRetry={() => void connections.refetch()}
      maxHeight={320}
    />
  );
}
