import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Avatar, ButtonBase } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PersonSummary, personRowSx, RowSummary } from '../../../shared/ui/PersonSummary.tsx';
import { CommunityPicture } from '../../communities/components/CommunityPicture.tsx';
import { ContactSummary } from '../../contacts/components/ContactSummary.tsx';
import { useContactDialogs } from '../../contacts/contact-dialogs.ts';
import { formatTripDays } from '../../trips/trip-days.ts';
import type { SearchHit } from '../search.queries.ts';
import { targetOf } from '../search-targets.ts';

/** Marks the rows the arrow keys move through (see `use-arrow-keys.ts`). */
export const searchItemAttribute = 'data-search-item';

/** A row of search: a list row that also shows where the arrow keys are. */
export const searchRowSx = {
  ...personRowSx,
  width: '100%',
  borderRadius: 0,
  '&:focus': { bgcolor: 'action.focus' },
} as const;

interface SearchResultProps {
  hit: SearchHit;
  /** Called as the member opens the result, before it opens. */
  onOpen: () => void;
}

/** One result of search, drawn as its kind is drawn elsewhere, opening as it opens elsewhere. */
export function SearchResult({ hit, onOpen }: SearchResultProps) {
  const { openContactDialog } = useContactDialogs();
  const target = targetOf(hit);
  const content = <ResultSummary hit={hit} />;
  if ('contactId' in target) {
    return (
      <ButtonBase
        {...{ [searchItemAttribute]: true }}
        aria-haspopup="dialog"
        onClick={() => {
          onOpen();
          openContactDialog('view-contact', target.contactId);
        }}
        sx={searchRowSx}
      >
        {content}
      </ButtonBase>
    );
  }
  return (
    <ButtonBase
      {...{ [searchItemAttribute]: true }}
      component={RouterLink}
      to={target.path}
      onClick={onOpen}
      sx={searchRowSx}
    >
      {content}
    </ButtonBase>
  );
}

function ResultSummary({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation('search');
  switch (hit.section) {
    case 'users': {
      const user = hit.item;
      return (
        <PersonSummary
          firstName={user.first_name}
          lastName={user.last_name}
          displayName={user.display_name}
          pictureUrl={user.profile_picture?.['100']}
          details={[user.username && `@${user.username}`, user.base_location?.title].filter(Boolean).join(' · ')}
        />
      );
    }
    case 'contacts':
      return <ContactSummary contact={hit.item} />;
    case 'trips': {
      const trip = hit.item;
      // The owner's face beside the place: whose trip it is shows at a glance.
      return (
        <PersonSummary
          firstName={trip.user.first_name}
          lastName={trip.user.last_name}
          displayName={trip.location.title}
          pictureUrl={trip.user.profile_picture?.['100']}
          details={t('tripBy', {
            name: trip.user.display_name,
            days: formatTripDays(trip.arrival_datetime, trip.departure_datetime, i18n.language),
          })}
        />
      );
    }
    case 'communities': {
      const community = hit.item;
      return (
        <RowSummary
          visual={<CommunityPicture community={community} size={48} />}
          title={community.name}
          details={`@${community.handle}`}
        />
      );
    }
    case 'locations': {
      const place = hit.item;
      return (
        <RowSummary
          visual={
            <Avatar sx={{ width: 48, height: 48, bgcolor: 'action.selected', color: 'primary.main' }}>
              <PlaceOutlinedIcon />
            </Avatar>
          }
          title={place.name}
          details={place.full_name}
        />
      );
    }
  }
}
