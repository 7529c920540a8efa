import { messages, type User } from '@here-and-there/contracts';
import { Button, FormHelperText, Stack } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { PeoplePicker, type PickablePerson } from '../../trips/components/PeoplePicker.tsx';
import { useMemberSearch } from '../communities.queries.ts';

const toPickable = (user: User): PickablePerson => ({
  id: user.id,
  firstName: user.first_name,
  lastName: user.last_name,
  displayName: user.display_name,
  pictureUrl: user.profile_picture?.['100'],
  details: user.username ? `@${user.username}` : '',
});

interface MemberPickerProps {
  /** Members already in: not offered again (SPEC §5: existing members are not re-invited). */
  excluded: ReadonlySet<string>;
  submitLabel: string;
  /** Sends the chosen members; a refusal shows under the picker. */
  onSubmit: (userIds: string[]) => Promise<void>;
  onCancel: () => void;
}

/**
 * Members to invite or add, found with `GET /search/users/` (6 at a time, SPEC §9) as the caller
 * types; the chosen stay listed above every search, and at least one is needed.
 */
export function MemberPicker({ excluded, submitLabel, onSubmit, onCancel }: MemberPickerProps) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Map<string, User>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const query = useDebounced(text.trim());
  const search = useMemberSearch(query);

  const found = (search.data?.results ?? []).filter((user) => !excluded.has(user.id) && !chosen.has(user.id));
  const people = query ? (search.data ? [...chosen.values(), ...found] : undefined) : [...chosen.values()];

  const toggle = (userId: string) => {
    setProblem(null);
    setChosen((current) => {
      const next = new Map(current);
      const user = current.get(userId) ?? search.data?.results.find((candidate) => candidate.id === userId);
      if (current.has(userId)) next.delete(userId);
      else if (user) next.set(userId, user);
      return next;
    });
  };

  const submit = async () => {
    if (chosen.size === 0) return setProblem(messages.atLeastOne);
    setSending(true);
    try {
      await onSubmit([...chosen.keys()]);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack sx={{ gap: 2, pt: 1 }}>
      <PeoplePicker
        label={t('picker.label')}
        searchLabel={t('picker.search')}
        searchPlaceholder={t('picker.placeholder')}
        search={text}
        onSearch={setText}
        people={people?.map(toPickable)}
        chosen={new Set(chosen.keys())}
        onToggle={toggle}
        emptyText={query ? t('picker.noResults') : t('picker.start')}
        isFailed={search.isError}
        onRetry={() => void search.refetch()}
        maxHeight={360}
      />
      {problem && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {translateMessage(tCommon, problem)}
        </FormHelperText>
      )}
      <ActionRow>
        <Button color="inherit" size="large" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button variant="contained" size="large" onClick={submit} loading={isSending} sx={{ minWidth: { sm: 160 } }}>
          {chosen.size > 0 ? `${submitLabel} (${chosen.size})` : submitLabel}
        </Button>
      </ActionRow>
    </Stack>
  );
}
