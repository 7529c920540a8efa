import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { Container } from '@mui/material';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { useMe } from '../auth/auth.queries.ts';
import { ProPaywall } from './ProPaywall.tsx';

export default function UsersMapScreen() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me) return null;
  if (!me.permissions.users.pro) return <ProPaywall userId={me.id} />;
  return (
    <Container maxWidth="md">
      <EmptyState icon={<MapOutlinedIcon />} title={t('usersMap.empty')} description={t('usersMap.emptyHint')} />
    </Container>
  );
}
