import { Card, Container, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { useCommunity } from '../communities.queries.ts';
import { communityPaths } from '../community-links.ts';
import { CommunityForm } from '../components/CommunityForm.tsx';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';

/** `/communities/edit/{id}`: the community form on a page of its own, for admins. */
export default function EditCommunityScreen() {
  const { communityId = '' } = useParams();
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const community = useCommunity(communityId);
  if (!community.data) return <CommunityLoadState query={community} />;
  const back = communityPaths.page(community.data.id);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={back}>{community.data.name}</BackLink>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {t('dialogs.edit')}
      </Typography>
      <Card sx={{ p: { xs: 2.5, md: 3 } }}>
        <CommunityForm
          key={community.data.id}
          community={community.data}
          onSaved={() => navigate(back)}
          onCancel={() => navigate(back)}
        />
      </Card>
    </Container>
  );
}
