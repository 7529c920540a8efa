import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Zod's default messages replaced by the spec's words (SPEC §5), so every schema that does not
 * name its own message still speaks like the product: "This field is required", "Can't have more
 * than N characters".
 */
z.config({
  customError(issue) {
    // A value left out or sent as null where one is needed (a cleared enum or choice) is missing.
    const isMissing = issue.input === undefined || issue.input === null;
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && isMissing) return messages.required;
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return messages.required;
    if (issue.code === 'too_big' && issue.origin === 'string') return messages.maxLength(Number(issue.maximum));
    if (issue.code === 'invalid_format' && issue.format === 'email') return messages.invalidEmail;
    return undefined;
  },
});
