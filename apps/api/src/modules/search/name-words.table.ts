import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Whose names a word is in: members' (first and last names) or communities'. Usernames are left
 * out: each is one member's own, so their look-alikes would be as many as the members.
 */
export const nameWordKind = pgEnum('name_word_kind', ['member', 'community']);

/**
 * Every distinct word of the names search matches, folded as search folds them, with how many
 * members or communities hold it. Search finds the look-alikes of a typed word here, among a few
 * hundred thousand words at most, and then the names starting with those words: checking every
 * name the trigram index offers for a typo costs a look at each (15,000 for "kowalsky" in a
 * million members). The database keeps the table on every write of a name, whichever path writes
 * it (triggers of migration 0025, which also counts the names already there).
 */
export const nameWords = pgTable(
  'name_words',
  {
    kind: nameWordKind('kind').notNull(),
    word: text('word').notNull(),
    uses: integer('uses').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.word] }),
    index('name_words_word_search_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);
