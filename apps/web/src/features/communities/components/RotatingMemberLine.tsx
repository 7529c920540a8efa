import { type Channel, timings } from '@here-and-there/contracts';
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { countOf, rotatingMemberLines } from '../community-links.ts';

/** The channel header's line under its name: the member count, then who is in it, turning every 6000 ms (SPEC §2). */
export function RotatingMemberLine({ channel }: { channel: Channel }) {
  const { t } = useTranslation('communities');
  const active = channel.users.filter((user) => user.status === 'active');
  // A channel closed to the viewer tells no count, and so no line.
  const lines =
    channel.users_count === null
      ? []
      : rotatingMemberLines(
          active.map((user) => user.first_name),
          channel.users_count,
          {
            count: (count) => countOf(t('channel.members', { count }), count),
            names: (names) => names,
            andOthers: (names, others) => countOf(t('channel.andOthers', { names, count: others }), others),
          },
        );
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (lines.length < 2) return;
    const timer = setInterval(() => setIndex((current) => current + 1), timings.channelHeaderRotateMs);
    return () => clearInterval(timer);
  }, [lines.length]);
  if (lines.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" noWrap aria-live="off" data-testid="channel-member-line">
      {lines[index % lines.length]}
    </Typography>
  );
}
