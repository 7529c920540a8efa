import type { NotificationTopic } from '@here-and-there/contracts';
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { hasStatus } from '../../shared/api/api-error.ts';
import type { TFunction } from '../../shared/i18n/resources.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { AuthLayout } from '../auth/components/AuthLayout.tsx';
import { useUnsubscribe, useUnsubscribeScope } from './unsubscribe.queries.ts';

/** "crossings and your network's trips". */
function topicsInWords(t: TFunction<'notifications'>, topics: readonly NotificationTopic[]) {
  const named = topics.map((topic) => t(`unsubscribe.topics.${topic}`));
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} ${t('unsubscribe.and')} ${named.at(-1)}` : named.join('');
}

/**
 * `/unsubscribe?token=`: where an email's footer leads. It says what the link stops and stops it
 * with one button, signed in or not: the token is all it needs, and it can do nothing else.
 */
export default function UnsubscribeScreen() {
  const { t } = useTranslation('notifications');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const scope = useUnsubscribeScope(token);
  const unsubscribe = useUnsubscribe();

  if (token === '' || hasStatus(scope.error, 400)) {
    return (
      <AuthLayout title={t('unsubscribe.invalidTitle')} subtitle={tCommon('errors.unsubscribeLinkInvalid')}>
        <SettingsButton label={t('unsubscribe.openSettings')} />
      </AuthLayout>
    );
  }
  if (scope.isError) {
    return (
      <AuthLayout title={tCommon('errors.somethingWentWrong')} subtitle={t('unsubscribe.failed')}>
        <Button variant="contained" size="large" fullWidth onClick={() => void scope.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      </AuthLayout>
    );
  }
  if (!scope.data) return <PageSpinner />;
  const topics = topicsInWords(t, scope.data.topics);
  if (unsubscribe.isSuccess) {
    return (
      <AuthLayout title={t('unsubscribe.doneTitle')} subtitle={t('unsubscribe.done', { topics })}>
        <SettingsButton label={t('unsubscribe.openSettings')} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('unsubscribe.title')} subtitle={t('unsubscribe.lead', { topics })}>
      <Stack sx={{ gap: 2 }}>
        {unsubscribe.isError && <Alert severity="error">{t('unsubscribe.failed')}</Alert>}
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {t('unsubscribe.confirm')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/** Privacy settings are the member's: a visitor is asked to sign in first, and comes back there. */
function SettingsButton({ label }: { label: string }) {
  return (
    <Button component={RouterLink} to={routes.privacySettings} variant="outlined" size="large" fullWidth>
      {label}
    </Button>
  );
}
