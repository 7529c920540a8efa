import type { UpdateUserRequest } from '@here-and-there/contracts';
import type { FieldErrors, Validate } from '../../shared/ui/form/use-form.ts';
import { changedFields, type ProfileFormValues, type ProfileValueName } from './profile-form-values.ts';

const loadRules = () => import('./profile.schemas.ts').then((schemas) => schemas.profileRules);

/**
 * Checks what the member changed, with the API's rules (downloaded on the first submit), and
 * gives back exactly the request to send: only what changed goes to the server, and a field left
 * alone never blocks a save. That matters when staff edit a member whose last name they may not
 * see: it arrives empty and stays untouched.
 */
export function validateChanges(saved: () => ProfileFormValues): Validate<ProfileFormValues, UpdateUserRequest> {
  let rules: ReturnType<typeof loadRules> | undefined;
  return async (values) => {
    rules ??= loadRules();
    const changed = changedFields(saved(), values);
    const mask = Object.fromEntries(changed.map((name) => [name, true])) as Partial<Record<ProfileValueName, true>>;
    const result = await (await rules).pick(mask).safeParseAsync(values);
    if (result.success) return { values: result.data };
    const errors: FieldErrors<ProfileFormValues> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as ProfileValueName;
      errors[name] ??= issue.message;
    }
    return { errors };
  };
}
