import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Control characters and halves of broken UTF-16 pairs: PostgreSQL cannot store a NUL, and none of
 * these is something a person typed. Tab, line feed and carriage return are text in multiline fields.
 */
const unprintable = /[\p{Cc}\p{Cs}]/u;
const unprintableInMultiline = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** True when a text holds characters no field accepts (see `text`). */
export const hasUnprintableCharacters = (value: string, { multiline = false } = {}) =>
  (multiline ? unprintableInMultiline : unprintable).test(value);

/**
 * Every string a request carries, in a body, a query string or a path, starts here: a string
 * without control characters (tab and line breaks allowed when `multiline`). `error` replaces
 * the message for a missing value or one of another type.
 */
export const text = ({ multiline = false, error }: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(error ? { error } : undefined)
    .refine((value) => !hasUnprintableCharacters(value, { multiline }), messages.unprintableCharacters);
