import CheckIcon from '@mui/icons-material/Check';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';

interface StepIndicatorProps {
  steps: readonly string[];
  /** 1-based, as in the address. */
  current: number;
}

/** Where the member is in the setup: a bar per step, done ones ticked, the current one named. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack
      component="ol"
      aria-label={t('setup.progress')}
      direction="row"
      sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
    >
      {steps.map((name, index) => {
        const step = index + 1;
        const isDone = step < current;
        const isCurrent = step === current;
        return (
          <Box
            component="li"
            key={name}
            aria-current={isCurrent ? 'step' : undefined}
            sx={{ flex: 1, minWidth: 0, position: 'relative' }}
          >
            <Box
              sx={{
                height: 6,
                borderRadius: 3,
                bgcolor: isDone || isCurrent ? 'primary.main' : 'action.disabledBackground',
                opacity: isDone ? 0.55 : 1,
              }}
            />
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', mt: 1 }}>
              {isDone && <CheckIcon sx={{ fontSize: 16, color: 'primary.main' }} />}
              <Typography
                variant="body2"
                noWrap
                sx={{ color: isCurrent ? 'text.primary' : 'text.secondary', fontWeight: isCurrent ? 500 : 400 }}
              >
                {name}
                {isDone && <Box component="span" sx={visuallyHidden}>{` (${t('setup.done')})`}</Box>}
              </Typography>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
