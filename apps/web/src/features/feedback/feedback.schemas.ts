import { feedbackRequest } from '@here-and-there/contracts';

// The form validates with the API's own schema, loaded on the first submit; its email field is
// always present, empty when the visitor gives none.
export const feedbackForm = feedbackRequest.required({ email: true });
