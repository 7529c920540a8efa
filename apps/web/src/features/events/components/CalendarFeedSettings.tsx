import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import {
  Box,
  Button,
  Card,
  CircularProgress,
  FormControl,
  InputLabel,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCalendarFeed, useRenewCalendarFeed, useTurnOffCalendarFeed } from '../events.queries.ts';

/** The feed's address for calendar apps that open `webcal:` links (Apple Calendar, Outlook) to subscribe. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

type Confirming = 'renew' | 'turnOff' | null;

/**
 * The account's calendar tab: the private address of the member's calendar feed (their confirmed
 * trips and the events they are going to), to copy into a calendar app; a new address (the old one
 * stops working) or none, each confirmed first; and how Google, Apple and Outlook subscribe.
 */
export default function CalendarFeedSettings() {
  const { t } = useTranslation('calendar');
  const { t: tCommon } = useTranslation();
  const feed = useCalendarFeed();
  const headingId = useId();

  let body: ReactNode;
  if (feed.isError && feed.data === undefined) {
    body = (
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('failed')}</Typography>
        <Button variant="contained" onClick={() => void feed.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      </Stack>
    );
  } else if (feed.data === undefined) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  } else if (feed.data === null) {
    body = <FeedOff />;
  } else {
    body = <FeedAddress url={feed.data.url} />;
  }

  return (
    <Stack sx={{ gap: 3 }}>
      <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 0.5 }}>
          <EventRepeatOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
          <Typography id={headingId} variant="h5" component="h2">
            {t('title')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('lead')}
        </Typography>
        {body}
      </Card>
      <HowToSubscribe />
    </Stack>
  );
}

function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation('calendar');
  const notify = useNotify();
  const id = useId();
  const renew = useRenewCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('copied'));
    } catch {
      notify.error();
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <FormControl fullWidth variant="outlined">
        <InputLabel htmlFor={id}>{t('address')}</InputLabel>
        <OutlinedInput
          id={id}
          label={t('address')}
          value={url}
          readOnly
          // The whole address shows, wrapped: it is copied by hand into calendar apps too.
          multiline
          onFocus={(event) => event.target.select()}
          aria-describedby={`${id}-hint`}
          inputProps={{ spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' } }}
        />
        <Typography id={`${id}-hint`} variant="caption" color="text.secondary" sx={{ mx: 1.75, mt: '3px' }}>
          {t('addressHint')}
        </Typography>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Button variant="contained" startIcon={<ContentCopyOutlinedIcon />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button variant="outlined" href={webcalOf(url)}>
          {t('subscribe')}
        </Button>
      </Stack>
      {confirming ? (
        <Confirmation
          title={confirming === 'renew' ? t('renewTitle') : t('turnOffTitle')}
          body={confirming === 'renew' ? t('renewBody') : t('turnOffBody')}
          action={confirming === 'renew' ? t('renew') : t('turnOff')}
          isDestructive={confirming === 'turnOff'}
          isPending={renew.isPending || turnOff.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const after = (message: string) => ({
              onSuccess: () => {
                setConfirming(null);
                notify.success(message);
              },
            });
            if (confirming === 'renew') renew.mutate(undefined, after(t('renewed')));
            else turnOff.mutate(undefined, after(t('turnedOff')));
          }}
        />
      ) : (
        <ActionRow sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button color="inherit" onClick={() => setConfirming('turnOff')}>
            {t('turnOff')}
          </Button>
          <Button color="inherit" variant="outlined" onClick={() => setConfirming('renew')}>
            {t('renew')}
          </Button>
        </ActionRow>
      )}
    </Stack>
  );
}

interface ConfirmationProps {
  title: string;
  body: string;
  action: string;
  isDestructive: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Are you sure?" in place, before the address changes or stops. */
function Confirmation({ title, body, action, isDestructive, isPending, onCancel, onConfirm }: ConfirmationProps) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  return (
    <Stack role="group" aria-labelledby={titleId} sx={{ gap: 1.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      <ActionRow>
        <Button color="inherit" size="large" onClick={onCancel} autoFocus>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          color={isDestructive ? 'error' : 'primary'}
          size="large"
          loading={isPending}
          onClick={onConfirm}
        >
          {action}
        </Button>
      </ActionRow>
    </Stack>
  );
}

function FeedOff() {
  const { t } = useTranslation('calendar');
  const notify = useNotify();
  const renew = useRenewCalendarFeed();
  return (
    <Stack sx={{ gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: '12px', bgcolor: 'action.hover' }}>
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{t('off')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('offHint')}
        </Typography>
      </Box>
      <Button
        variant="contained"
        loading={renew.isPending}
        onClick={() => renew.mutate(undefined, { onSuccess: () => notify.success(t('turnedOn')) })}
      >
        {t('turnOn')}
      </Button>
    </Stack>
  );
}

function HowToSubscribe() {
  const { t } = useTranslation('calendar');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: { xs: 0.5, md: 1 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('howTitle')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 1 }}>
        {(['google', 'apple', 'outlook'] as const).map((app) => (
          <Typography component="li" key={app} color="text.secondary">
            {t(`how.${app}`)}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
