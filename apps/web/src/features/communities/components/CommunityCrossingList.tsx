import { type Crossing, type CrossingKind, crossingKinds } from '@here-and-there/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CrossingRow } from '../../dashboard/components/CrossingRow.tsx';
import { RowList } from '../../dashboard/components/ListParts.tsx';
import { crossingsByKind, groupCrossings } from '../../dashboard/dashboard-lists.ts';

/** A community's crossings with the member, by kind (here, there, near misses), as the dashboard shows them. */
export default function CommunityCrossingList({ crossings }: { crossings: Crossing[] }) {
  const byKind = crossingsByKind(crossings);
  return (
    <Stack sx={{ gap: 2 }}>
      {crossingKinds
        .filter((kind) => byKind[kind].length > 0)
        .map((kind) => (
          <KindList key={kind} kind={kind} groups={groupCrossings(byKind[kind])} />
        ))}
    </Stack>
  );
}

function KindList({ kind, groups }: { kind: CrossingKind; groups: ReturnType<typeof groupCrossings> }) {
  const { t } = useTranslation('communities');
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`crossings.kinds.${kind}`)}
      </Typography>
      <RowList label={t(`crossings.kinds.${kind}`)}>
        {groups.map((group) => (
          <CrossingRow key={group.key} group={group} />
        ))}
      </RowList>
    </Box>
  );
}
