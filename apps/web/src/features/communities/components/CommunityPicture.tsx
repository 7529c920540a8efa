import type { Community } from '@here-and-there/contracts';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Avatar } from '@mui/material';
import { brand } from '../../../app/theme/theme.ts';

/** A community's picture in a rounded square (a person's is round), or its initial on the brand's gradient. */
export function CommunityPicture({
  community,
  size,
}: {
  community: Pick<Community, 'name' | 'community_picture'>;
  size: number;
}) {
  const picture = community.community_picture;
  const url = size > 100 ? picture?.['500'] : size > 30 ? picture?.['100'] : picture?.['30'];
  const initial = community.name.trim().charAt(0).toUpperCase();
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        borderRadius: `${Math.round(size * 0.24)}px`,
        fontSize: size * 0.42,
        fontWeight: 600,
        color: brand.ink,
        background: `linear-gradient(135deg, ${brand.teal}, ${brand.coral})`,
        flexShrink: 0,
      }}
    >
      {initial || <GroupsOutlinedIcon />}
    </Avatar>
  );
}
