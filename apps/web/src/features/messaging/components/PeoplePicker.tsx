import type { User } from '@here-and-there/contracts';
import SearchIcon from '@mui/icons-material/Search';
import {
  Checkbox,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { SectionFailed, SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { canMeet } from '../../connections/connection-changes.ts';
import { useConnections } from '../../connections/connections.queries.ts';

const noFilters = { search: '', location: null };

/** The member's connections who can be messaged (SPEC §4: active, general or close — the rule of meeting), narrowed by name as typed, to tick. */
export function PeoplePicker({
  chosen,
  onToggle,
  leaveOut = [],
}: {
  chosen: ReadonlySet<string>;
  onToggle: (user: User) => void;
  /** Members already in the chat. */
  leaveOut?: readonly string[];
}) {
  const { t } = useTranslation('messaging');
  const [search, setSearch] = useState('');
  const connections = useConnections(noFilters);
  if (connections.isPending) return <SectionLoading label={t('create.search')} />;
  if (connections.isError)
    return <SectionFailed message={t('inbox.failed')} onRetry={() => void connections.refetch()} />;
  const people = connections.data.results
    .filter((connection) => canMeet(connection) && !leaveOut.includes(connection.receiver))
    .map((connection) => connection.user);
  if (people.length === 0) return <Typography color="text.secondary">{t('create.none')}</Typography>;
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? people.filter((user) => `${user.display_name} ${user.username ?? ''}`.toLocaleLowerCase().includes(needle))
    : people;
  return (
    <>
      <TextField
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        label={t('create.search')}
        fullWidth
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('create.noResults')}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: { xs: '40dvh', md: 360 }, overflowY: 'auto', mx: -1 }}>
          {shown.map((user) => {
            const isChosen = chosen.has(user.id);
            const labelId = `pick-${user.id}`;
            return (
              <ListItem key={user.id} disablePadding>
                <ListItemButton onClick={() => onToggle(user)} sx={{ borderRadius: 2, gap: 1.5 }}>
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <Checkbox
                      edge="start"
                      checked={isChosen}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  </ListItemIcon>
                  <MemberAvatar
                    firstName={user.first_name}
                    lastName={user.last_name ?? ''}
                    pictureUrl={user.profile_picture?.['100']}
                    size={36}
                  />
                  <ListItemText
                    id={labelId}
                    primary={user.display_name}
                    secondary={user.username ? `@${user.username}` : undefined}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}
