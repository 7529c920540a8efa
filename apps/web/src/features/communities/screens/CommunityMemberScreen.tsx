import type { Community, CommunityUser } from '@here-and-there/contracts';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import {
  useApproveRequest,
  useCommunity,
  useCommunityUsers,
  useDemote,
  usePromote,
  useRejectRequest,
  useRemoveMember,
} from '../communities.queries.ts';
import { communityPaths } from '../community-links.ts';
import { useRoleLabel } from '../community-words.ts';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';

/**
 * `/communities/{id}/user/{userId}`: a member's place in the community — their role, a way to
 * their profile — and for admins what can be done about it: approve or reject a request,
 * promote, demote (never the owner), remove.
 */
export default function CommunityMemberScreen() {
  const { communityId = '', userId = '' } = useParams();
  const community = useCommunity(communityId);
  if (!community.data) return <CommunityLoadState query={community} />;
  return <MemberPlace community={community.data} userId={userId} />;
}

function MemberPlace({ community, userId }: { community: Community; userId: string }) {
  const { t } = useTranslation('communities');
  const isAdmin = community.abilities.approve_requests;
  const active = useCommunityUsers(community.id, {});
  const pending = useCommunityUsers(community.id, { status: 'pending_acceptance' }, { enabled: isAdmin });
  const member = [...(active.data?.results ?? []), ...(pending.data?.results ?? [])].find(
    (person) => person.id === userId,
  );
  const isLoading = active.isPending || (isAdmin && pending.isPending);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={communityPaths.details(community.id)}>{t('member.back', { name: community.name })}</BackLink>
      {member ? (
        <MemberCard community={community} member={member} />
      ) : isLoading ? (
        <PageSpinner />
      ) : (
        <EmptyState
          icon={<PersonOffOutlinedIcon />}
          title={t('member.notFound')}
          description={t('member.notFoundHint')}
        />
      )}
    </Container>
  );
}

function MemberCard({ community, member }: { community: Community; member: CommunityUser }) {
  const { t } = useTranslation('communities');
  const roleLabel = useRoleLabel();
  const me = useMe();
  const navigate = useNavigate();
  const { abilities } = community;
  const { membership } = member;
  const isSelf = me?.id === member.id;
  const promote = usePromote(community.id);
  const demote = useDemote(community.id);
  const remove = useRemoveMember(community.id);
  const approve = useApproveRequest(community.id);
  const reject = useRejectRequest(community.id);
  const isBusy = promote.isPending || demote.isPending || remove.isPending || approve.isPending || reject.isPending;
  const isPending = membership.status === 'pending_acceptance';

  return (
    <Card sx={{ p: { xs: 2.5, md: 3.5 } }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
        <MemberAvatar
          firstName={member.first_name}
          lastName={member.last_name ?? ''}
          pictureUrl={member.profile_picture?.['500']}
          size={112}
        />
        <Box>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {member.display_name}
          </Typography>
          {member.username && <Typography color="text.secondary">@{member.username}</Typography>}
        </Box>
        <Tag
          label={isPending ? t('status.pending') : (roleLabel(membership) ?? '')}
          color={isPending ? 'warning' : membership.type === 'admin' ? 'primary' : 'neutral'}
        />
        <Button component={RouterLink} to={routes.user(member.id)} variant="outlined" fullWidth sx={{ mt: 1 }}>
          {t('member.viewProfile')}
        </Button>
        {isPending && abilities.approve_requests && (
          <Stack direction="row" sx={{ gap: 1, width: '100%' }}>
            <Button variant="contained" fullWidth disabled={isBusy} onClick={() => approve.mutate(membership.id)}>
              {t('details.approve')}
            </Button>
            <Button color="inherit" fullWidth disabled={isBusy} onClick={() => reject.mutate(membership.id)}>
              {t('details.reject')}
            </Button>
          </Stack>
        )}
        {!isPending && !isSelf && !membership.is_owner && (
          <Stack sx={{ gap: 1, width: '100%' }}>
            {abilities.promote && membership.type === 'member' && (
              <Button variant="contained" disabled={isBusy} onClick={() => promote.mutate(member.id)}>
                {t('member.promote')}
              </Button>
            )}
            {abilities.promote && membership.type === 'admin' && (
              <Button variant="outlined" color="inherit" disabled={isBusy} onClick={() => demote.mutate(member.id)}>
                {t('member.demote')}
              </Button>
            )}
            {abilities.remove_members && (
              <Button
                color="error"
                disabled={isBusy}
                onClick={() =>
                  remove.mutate(member.id, {
                    onSuccess: () => void navigate(communityPaths.details(community.id), { replace: true }),
                  })
                }
              >
                {t('member.remove')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
