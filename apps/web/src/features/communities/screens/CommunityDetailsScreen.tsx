import type { Community, CommunityInvitationLink, CommunityUser } from '@here-and-there/contracts';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { Box, Button, Card, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { PersonRow } from '../../../shared/ui/PersonRow.tsx';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { RowList } from '../../dashboard/components/ListParts.tsx';
import {
  useApproveRequest,
  useCommunity,
  useCommunityUsers,
  useCreateInvitationLink,
  useDeleteCommunity,
  useInvitationLinks,
  useRejectRequest,
  useRemoveMember,
  useRevokeInvitationLink,
} from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { communityPaths, countOf } from '../community-links.ts';
import { useMemberCount, useRoleLabel } from '../community-words.ts';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';
import { PersonWithActions } from '../components/PersonWithActions.tsx';

/**
 * `/communities/{id}/details`: the members with their roles; for admins also the requests to join
 * a private community (approve or reject; a public one is joined without asking), the invitations
 * out, the invitation links to share, and deleting the community. Each member opens their place in
 * the community, where admins promote, demote or remove.
 */
export default function CommunityDetailsScreen() {
  const { communityId = '' } = useParams();
  const community = useCommunity(communityId);
  if (!community.data) return <CommunityLoadState query={community} />;
  return <Details community={community.data} />;
}

function Details({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const memberCount = useMemberCount();
  const { openForCommunity } = useCommunityDialogs();
  const { abilities } = community;
  const isActive = community.membership?.status === 'active';
  const members = useCommunityUsers(community.id, {}, { enabled: isActive || !community.private });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={communityPaths.page(community.id)}>{community.name}</BackLink>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h2" component="h1">
            {t('details.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {memberCount(community.users_count)}
          </Typography>
        </Box>
        {abilities.invite && (
          <Button
            variant="contained"
            startIcon={<PersonAddAltOutlinedIcon />}
            onClick={() => openForCommunity('invite-community-members', community.id)}
          >
            {t('community.invite')}
          </Button>
        )}
      </Stack>
      <Stack sx={{ gap: 4 }}>
        {abilities.approve_requests && community.private && <Requests community={community} />}
        <Section title={t('details.members')}>
          <PeopleList
            people={members.data?.results}
            isFailed={members.isError}
            retry={() => void members.refetch()}
            empty={t('details.membersEmpty')}
            render={(member) => <MemberRow key={member.id} communityId={community.id} member={member} />}
          />
        </Section>
        {abilities.invite && <Invited community={community} />}
        {abilities.invite && <InvitationLinks community={community} />}
        {abilities.delete && <DeleteCommunity community={community} />}
      </Stack>
    </Container>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mt: 0.25 }}>
          {lead}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Box>
  );
}

interface PeopleListProps {
  people: CommunityUser[] | undefined;
  isFailed: boolean;
  retry: () => void;
  empty: string;
  render: (person: CommunityUser) => ReactNode;
}

function PeopleList({ people, isFailed, retry, empty, render }: PeopleListProps) {
  const { t: tCommon } = useTranslation();
  if (isFailed && !people) {
    return (
      <Card sx={{ p: 2.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {tCommon('errors.somethingWentWrong')}
        </Typography>
        <Button onClick={retry}>{tCommon('actions.tryAgain')}</Button>
      </Card>
    );
  }
  if (!people) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (people.length === 0) {
    return (
      <Card sx={{ p: 2.5 }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Card>
    );
  }
  return <RowList>{people.map(render)}</RowList>;
}

function MemberRow({ communityId, member }: { communityId: string; member: CommunityUser }) {
  const roleLabel = useRoleLabel();
  const role = roleLabel(member.membership);
  return (
    <PersonRow
      to={communityPaths.member(communityId, member.id)}
      person={member}
      details={member.username ? `@${member.username}` : ''}
      tags={role && <Tag label={role} color={member.membership.type === 'admin' ? 'primary' : 'neutral'} />}
    />
  );
}

function Requests({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const requests = useCommunityUsers(community.id, { status: 'pending_acceptance' });
  const approve = useApproveRequest(community.id);
  const reject = useRejectRequest(community.id);
  const isBusy = approve.isPending || reject.isPending;
  return (
    <Section title={t('details.requests')} lead={t('details.requestsLead')}>
      <PeopleList
        people={requests.data?.results}
        isFailed={requests.isError}
        retry={() => void requests.refetch()}
        empty={t('details.requestsEmpty')}
        render={(person) => (
          <PersonWithActions key={person.id} person={person}>
            <Button
              variant="contained"
              size="small"
              disabled={isBusy}
              onClick={() => approve.mutate(person.membership.id)}
              aria-label={t('details.approveWho', { name: person.display_name })}
            >
              {t('details.approve')}
            </Button>
            <Button
              color="inherit"
              size="small"
              disabled={isBusy}
              onClick={() => reject.mutate(person.membership.id)}
              aria-label={t('details.rejectWho', { name: person.display_name })}
            >
              {t('details.reject')}
            </Button>
          </PersonWithActions>
        )}
      />
    </Section>
  );
}

function Invited({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const invited = useCommunityUsers(community.id, { status: 'invited' });
  const remove = useRemoveMember(community.id);
  if (invited.data && invited.data.results.length === 0) return null;
  return (
    <Section title={t('details.invited')}>
      <PeopleList
        people={invited.data?.results}
        isFailed={invited.isError}
        retry={() => void invited.refetch()}
        empty=""
        render={(person) => (
          <PersonWithActions key={person.id} person={person}>
            <Button
              color="inherit"
              size="small"
              disabled={remove.isPending}
              onClick={() => remove.mutate(person.id)}
              aria-label={t('details.withdrawWho', { name: person.display_name })}
            >
              {t('details.withdraw')}
            </Button>
          </PersonWithActions>
        )}
      />
    </Section>
  );
}

/** Links that bring people in: each lapses after some days and may be limited to some joins. */
function InvitationLinks({ community }: { community: Community }) {
  const { t, i18n } = useTranslation('communities');
  const notify = useNotify();
  const links = useInvitationLinks(community.id);
  const create = useCreateInvitationLink(community.id);
  const revoke = useRevokeInvitationLink(community.id);
  const dateFormat = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });

  const copy = async (link: CommunityInvitationLink) => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(link.url));
      notify.success(t('links.copied'));
    } catch {
      notify.error();
    }
  };

  const results = links.data?.results ?? [];
  return (
    <Section title={t('links.title')} lead={t('links.lead')}>
      <Stack sx={{ gap: 1.5 }}>
        {results.length > 0 && (
          <RowList label={t('links.title')}>
            {results.map((link) => (
              <Box
                component="li"
                key={link.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, flexWrap: 'wrap' }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography noWrap sx={{ fontFamily: 'monospace', fontSize: 14 }} data-testid="invitation-link">
                    {absoluteUrl(link.url)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('links.expires', { date: dateFormat.format(new Date(link.expires_at)) })} ·{' '}
                    {link.max_uses === null
                      ? countOf(t('links.uses', { count: link.uses }), link.uses)
                      : countOf(t('links.usesOf', { count: link.uses, max: link.max_uses }), link.uses)}
                  </Typography>
                </Box>
                <Stack direction="row" sx={{ gap: 0.5, ml: 'auto' }}>
                  <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copy(link)}>
                    {t('links.copy')}
                  </Button>
                  <Button
                    size="small"
                    color="inherit"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(link.id)}
                  >
                    {t('links.revoke')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </RowList>
        )}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddLinkIcon />}
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                {},
                {
                  onSuccess: (link) => void copy(link),
                },
              )
            }
          >
            {t('links.create')}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}

/** The API names a link by its path or in full; either way the member copies the whole address. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();

function DeleteCommunity({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const remove = useDeleteCommunity(community.id);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Section title={t('details.danger')}>
      <Card sx={{ p: 2.5, borderColor: 'error.main', border: 1 }}>
        {isConfirming ? (
          <Stack sx={{ gap: 2 }}>
            <Typography>{t('details.deleteConfirm', { name: community.name })}</Typography>
            <ActionRow>
              <Button color="inherit" onClick={() => setConfirming(false)}>
                {t('form.cancel')}
              </Button>
              <Button
                variant="contained"
                color="error"
                loading={remove.isPending}
                onClick={() => {
                  // Gone from the lists at once (SPEC §4); back in them if the server refuses.
                  void navigate(routes.networks, { replace: true });
                  remove.mutate();
                }}
              >
                {t('details.deleteForGood')}
              </Button>
            </ActionRow>
          </Stack>
        ) : (
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary" sx={{ flex: '1 1 240px' }}>
              {t('details.deleteLead')}
            </Typography>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {t('details.delete')}
            </Button>
          </Stack>
        )}
      </Card>
    </Section>
  );
}
