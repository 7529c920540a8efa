import type { Channel, Community } from '@here-and-there/contracts';

/** What the community form changes: only what is sent changes; `community_picture: null` removes the picture. */
export type CommunityFields = Partial<Pick<Community, 'name' | 'handle' | 'description' | 'private'>> & {
  community_picture?: null;
};

/** The community form's values under the API's field names, so the server's field errors land under them. */
export interface CommunityFormValues extends Record<string, unknown> {
  name: string;
  handle: string;
  description: string;
  private: boolean;
}

/** In the order the form shows them, so the first field in error is the one focused. */
export const communityFieldNames = [
  'name',
  'handle',
  'description',
  'private',
] as const satisfies readonly (keyof CommunityFormValues)[];

export const toCommunityFormValues = (community?: Community): CommunityFormValues => ({
  name: community?.name ?? '',
  handle: community?.handle ?? '',
  description: community?.description ?? '',
  private: community?.private ?? false,
});

/** What differs from the saved community (or the empty form): an edit sends only that (SPEC §5: submit waits for a change). */
export function changedCommunityFields(saved: CommunityFormValues, values: CommunityFormValues): CommunityFields {
  const changed: CommunityFields = {};
  for (const name of communityFieldNames) {
    const value = values[name];
    if (value !== saved[name]) Object.assign(changed, { [name]: typeof value === 'string' ? value.trim() : value });
  }
  return changed;
}

/** The channel form: a name, public unless chosen private (SPEC §5). */
export interface ChannelFormValues extends Record<string, unknown> {
  channel_name: string;
  private: boolean;
}

export const toChannelFormValues = (channel?: Channel): ChannelFormValues => ({
  channel_name: channel?.name ?? '',
  private: channel?.private ?? false,
});
