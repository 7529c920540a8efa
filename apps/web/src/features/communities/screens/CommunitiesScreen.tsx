import type { Community, Location } from '@here-and-there/contracts';
import AddIcon from '@mui/icons-material/Add';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Box, Button, Card, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SearchField } from '../../../shared/ui/form/SearchField.tsx';
import type { Field } from '../../../shared/ui/form/use-form.ts';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { RowList } from '../../dashboard/components/ListParts.tsx';
import { ProOnly } from '../../dashboard/ProOnly.tsx';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { useCommunities } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { CommunityRow } from '../components/CommunityRow.tsx';

/**
 * `/networks` (and `/network`, the pro variant of SPEC §2): the member's communities and the ones
 * they may discover, searched by name or handle and by a place they hold events near, and the way
 * to create one.
 */
export default function CommunitiesScreen({ variant }: { variant: 'networks' | 'network' }) {
  if (variant === 'network') {
    return (
      <ProOnly>
        <Communities />
      </ProOnly>
    );
  }
  return <Communities />;
}

const matches = (community: Community, text: string) =>
  `${community.name} ${community.handle}`.toLowerCase().includes(text.toLowerCase());

function Communities() {
  const { t } = useTranslation('communities');
  const { openCreateCommunity } = useCommunityDialogs();
  const [text, setText] = useState('');
  const [place, setPlace] = useState<Location | null>(null);
  const search = useDebounced(text.trim());
  const near = place ? { location: place.id } : {};
  const mine = useCommunities({ mine: 'true', ...near });
  const all = useCommunities({ ...(search ? { search } : {}), ...near });
  const placeField: Field<Location | null> = {
    name: 'location',
    value: place,
    error: undefined,
    onChange: setPlace,
    ref: () => {},
  };
  const isFiltered = !!search || !!place;
  const mineIds = new Set(mine.data?.results.map((community) => community.id));
  const myShown = mine.data?.results.filter((community) => !search || matches(community, search));
  const discover = all.data?.results.filter((community) => !mineIds.has(community.id));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <PageHeading title={t('list.title')} lead={t('list.lead')} spaceBelow={0} />
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openCreateCommunity} sx={{ mt: { sm: 1 } }}>
          {t('list.create')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, my: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          onChange={setText}
        />
        <LazyLocationAutocomplete field={placeField} label={t('list.eventsNear')} />
      </Box>
      <Stack sx={{ gap: 4 }}>
        <Section
          title={t('list.mine')}
          communities={myShown}
          isFailed={mine.isError}
          retry={() => void mine.refetch()}
          empty={isFiltered ? t('list.noResults') : t('list.mineEmpty')}
        />
        <Section
          title={t('list.discover')}
          communities={discover}
          isFailed={all.isError}
          retry={() => void all.refetch()}
          empty={isFiltered ? t('list.noResults') : t('list.discoverEmpty')}
        />
      </Stack>
    </Container>
  );
}

interface SectionProps {
  title: string;
  communities: Community[] | undefined;
  isFailed: boolean;
  retry: () => void;
  empty: string;
}

function Section({ title, communities, isFailed, retry, empty }: SectionProps) {
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  let body: ReactNode;
  if (isFailed && !communities) {
    body = (
      <Card sx={{ p: 2.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {tCommon('errors.somethingWentWrong')}
        </Typography>
        <Button onClick={retry}>{tCommon('actions.tryAgain')}</Button>
      </Card>
    );
  } else if (!communities) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  } else if (communities.length === 0) {
    body = (
      <Card sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <GroupsOutlinedIcon />
        </Box>
        <Typography color="text.secondary">{empty}</Typography>
      </Card>
    );
  } else {
    body = (
      <RowList label={title}>
        {communities.map((community) => (
          <CommunityRow key={community.id} community={community} />
        ))}
      </RowList>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {communities && communities.length > 0 && (
          <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
            {communities.length}
          </Typography>
        )}
      </Stack>
      {body}
    </Box>
  );
}
