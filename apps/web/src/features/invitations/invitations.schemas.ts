import { createUserInvitationRequest } from '@here-and-there/contracts';

// The dialog validates with the API's own schema, downloaded on the first submit.
export const inviteForm = createUserInvitationRequest;
