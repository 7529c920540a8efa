import type { Me, User } from '@here-and-there/contracts';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { Container, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { NotAllowed } from '../components/NotAllowed.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { managesMembers } from '../member-roles.ts';
import { useMemberToEdit } from '../profile.queries.ts';

const LoadFailed = lazy(() => import('../components/LoadFailed.tsx'));

/** `/users/edit/{userId}`: a member edits their own profile; admin and staff edit anyone's. */
export default function EditUserScreen() {
  const { t: tCommon } = useTranslation();
  const me = useMe();
  const userId = useParams().userId ?? '';
  const isOwn = me?.id === userId;
  const mayEdit = !!me && (isOwn || managesMembers(me));
  const other = useMemberToEdit(userId, mayEdit && !isOwn);

  if (!me) return <PageSpinner />;
  if (!mayEdit) return <NotAllowed />;
  if (isOwn) return <EditLayout member={me} viewer={me} />;
  if (other.data) return <EditLayout member={other.data} viewer={me} />;
  if (other.isError) {
    return hasStatus(other.error, 404) ? (
      <EmptyState icon={<PersonSearchOutlinedIcon />} title={tCommon('errors.userNotFound')} />
    ) : hasStatus(other.error, 403) ? (
      <NotAllowed />
    ) : (
      // The alert's module downloads only when a load has failed.
      <Suspense fallback={<PageSpinner />}>
        <LoadFailed onRetry={() => void other.refetch()} />
      </Suspense>
    );
  }
  return <PageSpinner />;
}

function EditLayout({ member, viewer }: { member: User; viewer: Me }) {
  const { t } = useTranslation('profile');
  const isOwn = member.id === viewer.id;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={routes.user(member.id)}>{t('editUser.viewProfile')}</BackLink>
      <Stack sx={{ gap: 0.5, mb: 3 }}>
        <Typography variant="h2" component="h1">
          {isOwn ? t('editUser.title') : t('editUser.titleOther', { name: member.display_name })}
        </Typography>
        {!isOwn && (
          <Typography color="text.secondary">
            {t('editUser.leadOther', { role: t(`userTypes.${viewer.user_type}`) })}
          </Typography>
        )}
      </Stack>
      <ProfileForm key={member.id} member={member} mode="save" />
    </Container>
  );
}
