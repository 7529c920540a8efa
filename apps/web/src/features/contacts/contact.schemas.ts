import { contactFields } from '@here-and-there/contracts';
import { z } from 'zod';

/** The contact form checks with the API's own rules for each field; the place it shows goes as its id. */
export const contactRules = contactFields.omit({ image: true, location: true }).extend({
  location: z
    .object({ id: z.number() })
    .nullable()
    .transform((place) => place?.id ?? null),
});
