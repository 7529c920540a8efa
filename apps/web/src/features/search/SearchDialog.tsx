import { isSearchable } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, Divider, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, useRef, useState } from 'react';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SearchField } from '../../shared/ui/form/SearchField.tsx';
import { visuallyHidden } from '../../shared/ui/visually-hidden.ts';
import { useDebounced } from '../../shared/use-debounced.ts';
import { RecentSearches } from './components/RecentSearches.tsx';
import { SearchPreviews } from './components/SearchPreviews.tsx';
import { useRecentSearches } from './recent-searches.ts';
import { useArrowKeys } from './use-arrow-keys.ts';

/**
 * The search dialog of SPEC §2: what the member types is looked up 400 ms after they stop, from
 * the third character on, and each section shows its first three results. Full screen on a phone,
 * a dialog in the middle of a larger screen.
 */
export default function SearchDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [text, setText] = useState('');
  const query = useDebounced(text.trim());
  const { recent, remember, clear } = useRecentSearches();
  const container = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const moveWithKeys = useArrowKeys(container, field);
  const titleId = useId();
  const keysId = useId();

  const searchAgain = (earlier: string) => {
    setText(earlier);
    field.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // A fixed height: the dialog stays put as results come and go.
      slotProps={{ paper: { sx: { height: { sm: 'min(640px, calc(100% - 64px))' } } } }}
    >
      <Box ref={container} onKeyDown={moveWithKeys} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Typography id={titleId} component="h2" sx={visuallyHidden}>
          {t('title')}
        </Typography>
        <Typography id={keysId} sx={visuallyHidden}>
          {t('keys')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pl: 2, pr: 1, pt: 2, pb: 1.5, flexShrink: 0 }}>
          <SearchField
            label={t('field')}
            placeholder={t('placeholder')}
            value={text}
            onChange={setText}
            inputRef={field}
            autoFocus
            describedBy={keysId}
            // The dialog's own close button is beside it: the browser's clear cross would make two.
            sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
          />
          <IconButton onClick={onClose} aria-label={tCommon('actions.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
          {text.trim() === '' ? (
            recent.length > 0 ? (
              <RecentSearches recent={recent} onSearch={searchAgain} onClear={clear} />
            ) : (
              <Hint text={t('start')} />
            )
          ) : isSearchable(text) ? (
            <SearchPreviews query={query} headingComponent="h3" onOpen={() => remember(query)} />
          ) : (
            <Hint text={t('keepTyping')} />
          )}
        </Box>
      </Box>
    </Dialog>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ px: 3, py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
