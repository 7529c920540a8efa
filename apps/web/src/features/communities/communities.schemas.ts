import { createChannelRequest, createCommunityRequest } from '@here-and-there/contracts';
import { z } from 'zod';

/** The community form's rules are the API's (SPEC §5), the switch always set; downloaded on the first submit. */
export const communityForm = z.object({ ...createCommunityRequest.shape, private: z.boolean() });

/** The channel form's: a name, public unless chosen private. */
export const channelForm = z.object({ channel_name: createChannelRequest.shape.channel_name, private: z.boolean() });
