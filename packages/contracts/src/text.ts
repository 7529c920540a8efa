import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Control characters and halves of broken UTF-16 pairs: PostgreSQL cannot store a NUL, and none of
 * these is something a person typed. Tab, line feed and carriage return are text in multiline fields.
 */
const unprintable = /[\p{Cc}\p{Cs}]/u;
const unprintableInMultiline = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
const unprintableEverywhere = /(?![\t\n\r])[\p{Cc}\p{Cs}]/gu;

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

/**
 * A string mapped from a device's address book rather than typed: characters no field keeps are
 * dropped (line breaks become spaces outside multiline fields), so one odd note never refuses a
 * whole import run and nothing else the member's phone held is lost.
 */
export const cleanedText = ({ multiline = false }: { multiline?: boolean } = {}) =>
  z.string().transform((value) => {
    const kept = value.replace(unprintableEverywhere, '');
    return multiline ? kept : kept.replace(/[\t\n\r]+/g, ' ');
  });
