import { messagingLimits } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { conversationStore } from '../conversation-store.ts';

/** At most one `typing` event every this many ms while the member types (issue 18 §4). */
const typingEveryMs = 2500;

interface ComposerProps {
  memberId: string;
  path: string;
  conversationId: string | null;
  /** The member's own message being edited, in place of a new one. */
  editing: { id: string; text: string } | null;
  onSend: (text: string) => void;
  onSaveEdit: (id: string, text: string) => void;
  onCancelEdit: () => void;
}

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line. What is typed is kept
 * as a draft on the device until sent, through navigation and a reload.
 */
export function Composer({ memberId, path, conversationId, editing, onSend, onSaveEdit, onCancelEdit }: ComposerProps) {
  const { t } = useTranslation('messaging');
  const [draft, setDraft] = useState(() => conversationStore.draft(memberId, path));
  const [editText, setEditText] = useState('');
  const lastTypingAt = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    setDraft(conversationStore.draft(memberId, path));
  }, [memberId, path]);
  useEffect(() => {
    if (editing) {
      setEditText(editing.text);
      input.current?.focus();
    }
  }, [editing]);

  const text = editing ? editText : draft;
  const trimmed = text.trim();
  const over = trimmed.length - messagingLimits.textMaxLength;
  const canSend = trimmed.length > 0 && over <= 0;

  const change = (value: string) => {
    if (editing) {
      setEditText(value);
      return;
    }
    setDraft(value);
    conversationStore.saveDraft(memberId, path, value);
    const now = Date.now();
    if (conversationId && value && now - lastTypingAt.current > typingEveryMs) {
      lastTypingAt.current = now;
      conversationStore.typingIn(conversationId);
    }
  };

  const submit = () => {
    if (!canSend) return;
    if (editing) {
      onSaveEdit(editing.id, trimmed);
      return;
    }
    onSend(trimmed);
    setDraft('');
    conversationStore.saveDraft(memberId, path, '');
    lastTypingAt.current = 0;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
    if (event.key === 'Escape' && editing) onCancelEdit();
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 1, md: 2 }, py: 1, bgcolor: 'background.paper' }}>
      {editing && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1, pb: 0.5 }}>
          <Typography variant="caption" color="primary" sx={{ flex: 1, fontWeight: 500 }}>
            {t('chat.editing')}
          </Typography>
          <IconButton size="small" aria-label={t('chat.cancelEdit')} onClick={onCancelEdit}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 1 }}>
        {/* A plain text area that grows with its text (CSS field-sizing), up to six lines, then scrolls. */}
        <Box
          component="textarea"
          ref={input}
          rows={1}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.composer')}
          sx={{
            flex: 1,
            minWidth: 0,
            px: 2,
            py: 1.25,
            border: 0,
            borderRadius: 5,
            resize: 'none',
            fieldSizing: 'content',
            maxHeight: '9.5em',
            overflowY: 'auto',
            bgcolor: 'action.hover',
            color: 'text.primary',
            typography: 'body1',
            lineHeight: 1.4,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        />
        <IconButton
          color="primary"
          onClick={submit}
          disabled={!canSend}
          aria-label={editing ? t('chat.save') : t('chat.send')}
          sx={{ mb: 0.25 }}
        >
          <SendIcon />
        </IconButton>
      </Stack>
      {over > 0 && (
        <Typography variant="caption" color="error" sx={{ px: 2 }} role="status">
          {t('chat.tooLong', { count: over })}
        </Typography>
      )}
    </Box>
  );
}
