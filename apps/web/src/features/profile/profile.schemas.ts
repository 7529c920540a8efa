import { createUserRequest, messages, updateUserRequest, username } from '@here-and-there/contracts';
import { z } from 'zod';

const request = updateUserRequest.shape;

/** The profile form validates with the API's own rules for each field. */
export const profileRules = z.object({
  first_name: request.first_name.unwrap(),
  last_name: request.last_name.unwrap(),
  // An emptied username means none, not a missing one.
  username: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(username.nullable()),
  bio: request.bio.unwrap(),
  company: request.company.unwrap(),
  position: request.position.unwrap(),
  linkedin: request.linkedin.unwrap(),
  twitter: request.twitter.unwrap(),
  instagram: request.instagram.unwrap(),
  book_meeting_link: request.book_meeting_link.unwrap(),
  // The home city is the place picked in the search; it can be changed, never emptied.
  base_location: z
    .object({ id: request.base_location.unwrap().unwrap() }, { error: messages.required })
    .transform(({ id }) => id),
});

// The form always has a user type chosen, so the API's default never applies here.
export const createUserForm = createUserRequest.required({ user_type: true });
