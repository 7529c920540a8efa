import { z } from 'zod';

/** `?limit=&offset=` of every list call. */
export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** `{count, next, previous, results}` of every list response (DESIGN §4). */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
