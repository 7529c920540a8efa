import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Button, Container } from '@mui/material';
import { useParams } from 'react-router';
import { hasStatus } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { useSession } from '../auth/auth.queries.ts';
import { ProfileSkeleton } from './components/ProfileSkeleton.tsx';
import { ProfileView, type Viewer } from './components/ProfileView.tsx';
import { isMemberId } from './profile-link.ts';
import { useUser } from './users.queries.ts';

/**
 * `/users/{userId}`: a member's profile as the viewer may see it. Public: visitors get what the
 * member made public and a way to hear when the member comes to their town.
 */
export default function UserProfileScreen() {
  const { userId = '' } = useParams();
  const session = useSession();
  const me = session.status === 'signedIn' ? session.me : null;
  const isOwn = me?.id === userId;
  const user = useUser(userId, isOwn ? (me ?? undefined) : undefined);

  if (!isMemberId(userId)) return <NotFound />;
  if (user.isError && !user.data) {
    return hasStatus(user.error, 404) ? <NotFound /> : <LoadFailed retry={() => void user.refetch()} />;
  }
  if (!user.data) return <ProfileSkeleton />;

  // Until the session is known, nobody gets controls meant for someone else.
  const viewer: Viewer = isOwn ? 'own' : session.status === 'signedOut' ? 'visitor' : 'member';
  return <ProfileView user={user.data} viewer={viewer} canConnect={session.status === 'signedIn' && !isOwn} />;
}

function NotFound() {
  const { t } = useTranslation();
  const { t: tUsers } = useTranslation('users');
  return (
    <Container maxWidth="sm">
      <EmptyState
        icon={<PersonOffOutlinedIcon />}
        title={t('errors.userNotFound')}
        description={tUsers('profile.notFoundHint')}
      />
    </Container>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const { t: tUsers } = useTranslation('users');
  return (
    <Container maxWidth="sm">
      <EmptyState
        icon={<ReportGmailerrorredIcon />}
        title={t('errors.somethingWentWrong')}
        description={tUsers('profile.failedHint')}
        action={
          <Button variant="contained" onClick={retry}>
            {t('actions.tryAgain')}
          </Button>
        }
      />
    </Container>
  );
}
