import type { Community } from '@here-and-there/contracts';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useJoinCommunity, useLeaveCommunity } from '../communities.queries.ts';

/**
 * Where a signed-in member stands and the one step they can take (SPEC §4): join a public
 * community, ask to join a private one, see their request pending, take up an invitation, or leave.
 */
export function MembershipActions({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const join = useJoinCommunity(community.id);
  const leave = useLeaveCommunity(community.id);

  const status = community.membership?.status;
  if (status === 'pending_acceptance') {
    return (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" size="large" disabled startIcon={<HourglassEmptyIcon />}>
          {t('membership.pending')}
        </Button>
        <Button color="inherit" onClick={() => leave.mutate()} disabled={leave.isPending}>
          {t('membership.withdraw')}
        </Button>
      </Stack>
    );
  }
  if (status === 'invited') {
    return (
      <Stack sx={{ gap: 1 }}>
        <Typography color="text.secondary">{t('membership.invitedNote')}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" onClick={() => join.mutate()} disabled={join.isPending}>
            {t('membership.acceptInvitation')}
          </Button>
          <Button color="inherit" size="large" onClick={() => leave.mutate()} disabled={leave.isPending}>
            {t('membership.decline')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  if (status === 'active') {
    if (!community.abilities.leave) return null;
    return (
      <Button variant="outlined" color="inherit" onClick={() => leave.mutate()} disabled={leave.isPending}>
        {t('membership.leave')}
      </Button>
    );
  }
  if (!community.abilities.join) return null;
  return (
    <Button variant="contained" size="large" onClick={() => join.mutate()} disabled={join.isPending}>
      {community.private ? t('membership.request') : t('membership.join')}
    </Button>
  );
}
