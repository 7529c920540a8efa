import type { ImportResult } from '@here-and-there/contracts';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, ButtonBase, Card, CircularProgress, Stack, Typography } from '@mui/material';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type ContactCard, type ContactsSource, platform } from '../../../platform/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { contactFileTypes, readContactsFile } from '../import/read-contacts-file.ts';
import { useImportContacts } from '../import/use-import-contacts.ts';

type Stage =
  | { kind: 'choosing'; problem?: 'notSupported' | 'emptyFile' | 'failed' }
  /** SPEC §4: the member confirms or skips before the phone asks for the permission. */
  | { kind: 'asking' }
  | { kind: 'refused' }
  | { kind: 'reading' }
  | { kind: 'sending'; count: number }
  | { kind: 'done'; result: ImportResult };

interface ContactImporterProps {
  /** Beside "Import more" once a run is done, such as the dialog's Done. */
  doneAction?: ReactNode;
  onImported?: (result: ImportResult) => void;
}

const resultRows = ['created', 'updated', 'unchanged', 'skipped', 'over_limit', 'failed'] as const;
/** Always shown, even at zero: what the member came for. */
const alwaysShown = new Set<string>(['created', 'updated']);

const isNotSupported = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotSupportedError' || error.name === 'InvalidStateError' || /not implemented/i.test(error.message));

/**
 * One import pipeline for every source (SPEC §9): the phone's address book in the app, the
 * browser's contact picker where there is one, or a vCard or CSV file anywhere; then one run to the
 * server and its result.
 */
export function ContactImporter({ doneAction, onImported }: ContactImporterProps) {
  const { t } = useTranslation('contacts');
  const { t: tCommon } = useTranslation();
  const importContacts = useImportContacts();
  // undefined while the platform looks; null where neither an address book nor a picker exists.
  const [source, setSource] = useState<ContactsSource | null>();
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' });
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let isCurrent = true;
    void platform.contacts().then(
      (found) => isCurrent && setSource(found),
      () => isCurrent && setSource(null),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const send = async (cards: ContactCard[], isMatchingExisting: boolean) => {
    setStage({ kind: 'sending', count: cards.length });
    try {
      const result = await importContacts.mutateAsync({ cards, isMatchingExisting });
      setStage({ kind: 'done', result });
      onImported?.(result);
    } catch {
      setStage({ kind: 'choosing', problem: 'failed' });
    }
  };

  const readSource = async (from: ContactsSource) => {
    setStage({ kind: 'reading' });
    let cards: ContactCard[];
    try {
      cards = await from.read();
    } catch (error) {
      setStage({ kind: 'choosing', problem: isNotSupported(error) ? 'notSupported' : 'failed' });
      return;
    }
    // Nothing picked: the member closed the picker.
    if (cards.length === 0) setStage({ kind: 'choosing' });
    // The phone's contacts carry its ids, which the server matches; picked ones do not.
    else await send(cards, from.kind === 'picker');
  };

  const importFromSource = async () => {
    if (!source) return;
    const permission = await source.permission();
    if (permission === 'granted') await readSource(source);
    else setStage({ kind: permission === 'denied' ? 'refused' : 'asking' });
  };

  const allow = async () => {
    if (!source) return;
    if ((await source.requestPermission()) === 'granted') await readSource(source);
    else setStage({ kind: 'refused' });
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again.
    event.target.value = '';
    if (!file) return;
    setStage({ kind: 'reading' });
    let cards: ContactCard[];
    try {
      cards = await readContactsFile(file);
    } catch {
      setStage({ kind: 'choosing', problem: 'failed' });
      return;
    }
    if (cards.length === 0) setStage({ kind: 'choosing', problem: 'emptyFile' });
    else await send(cards, true);
  };

  if (stage.kind === 'reading' || stage.kind === 'sending') {
    const message = stage.kind === 'reading' ? t('import.reading') : t('import.sending', { count: stage.count });
    return (
      <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: 5 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{message}</Typography>
      </Stack>
    );
  }

  if (stage.kind === 'done') {
    const rows = resultRows.filter((row) => alwaysShown.has(row) || stage.result[row] > 0);
    return (
      <Stack sx={{ gap: 2 }}>
        <Box role="status">
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('import.resultTitle')}
          </Typography>
          <Card component="dl" sx={{ m: 0, px: 2, py: 0.5 }}>
            {rows.map((row) => (
              <Stack
                key={row}
                direction="row"
                sx={{
                  py: 1,
                  gap: 2,
                  justifyContent: 'space-between',
                  '& + &': { borderTop: 1, borderColor: 'divider' },
                }}
              >
                <Typography component="dt" color="text.secondary">
                  {t(`import.result.${row}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
                  {stage.result[row]}
                </Typography>
              </Stack>
            ))}
          </Card>
        </Box>
        <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button color="inherit" onClick={() => setStage({ kind: 'choosing' })}>
            {t('import.again')}
          </Button>
          {doneAction}
        </Stack>
      </Stack>
    );
  }

  if (stage.kind === 'asking') {
    return (
      <Stack sx={{ gap: 2 }} role="group" aria-labelledby="contacts-permission-title">
        <Typography id="contacts-permission-title" variant="h6" component="h3">
          {t('import.askTitle')}
        </Typography>
        <Typography color="text.secondary">{t('import.askBody')}</Typography>
        <ActionRow>
          <Button color="inherit" size="large" onClick={() => setStage({ kind: 'choosing' })}>
            {t('import.skip')}
          </Button>
          <Button variant="contained" size="large" onClick={() => void allow()}>
            {t('import.allow')}
          </Button>
        </ActionRow>
      </Stack>
    );
  }

  const problem = stage.kind === 'choosing' ? stage.problem : undefined;
  const fileOption = (
    <SourceOption
      icon={<UploadFileOutlinedIcon />}
      title={t('import.fromFile')}
      hint={t('import.fromFileHint')}
      onClick={() => fileInput.current?.click()}
    />
  );

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{t('import.lead')}</Typography>
      {stage.kind === 'refused' && (
        <Alert
          severity="warning"
          action={
            source && (
              <Button color="inherit" size="small" onClick={() => void source.openSettings()}>
                {t('import.openSettings')}
              </Button>
            )
          }
        >
          <strong>{t('import.noPermission')}</strong>
          <br />
          {t('import.noPermissionHint')}
        </Alert>
      )}
      {problem && (
        <Alert severity={problem === 'failed' ? 'error' : 'info'}>
          {problem === 'notSupported'
            ? t('import.notSupported')
            : problem === 'emptyFile'
              ? t('import.emptyFile')
              : tCommon('errors.somethingWentWrong')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {source ? (
          <>
            <SourceOption
              icon={<ContactPhoneOutlinedIcon />}
              title={source.kind === 'device' ? t('import.fromDevice') : t('import.fromPicker')}
              hint={source.kind === 'device' ? t('import.fromDeviceHint') : t('import.fromPickerHint')}
              onClick={() => void importFromSource()}
            />
            {fileOption}
          </>
        ) : (
          // What works comes first; the phone stays in view to say why it does not.
          <>
            {fileOption}
            {source === null && (
              <SourceOption
                icon={<ContactPhoneOutlinedIcon />}
                title={t('import.fromDevice')}
                hint={`${t('import.notSupported')} · ${t('import.notSupportedHint')}`}
                isDisabled
              />
            )}
          </>
        )}
      </Box>
      <input
        ref={fileInput}
        type="file"
        name="contacts_file"
        accept={contactFileTypes}
        onChange={(event) => void chooseFile(event)}
        hidden
        aria-label={t('import.fromFile')}
      />
    </Stack>
  );
}

function SourceOption({
  icon,
  title,
  hint,
  onClick,
  isDisabled = false,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  onClick?: () => void;
  isDisabled?: boolean;
}) {
  return (
    <Card sx={{ display: 'flex', opacity: isDisabled ? 0.6 : 1 }}>
      <ButtonBase
        onClick={onClick}
        disabled={isDisabled}
        sx={{
          flex: 1,
          p: 2,
          gap: 1,
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ color: isDisabled ? 'text.secondary' : 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </ButtonBase>
    </Card>
  );
}
