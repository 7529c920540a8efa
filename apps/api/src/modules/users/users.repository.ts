import { eq, sql } from 'drizzle-orm';
import { type Database, preparedQuery, type Queryable } from '../../platform/db.ts';
import { members } from './users.table.ts';

export async function insertMember(db: Queryable, values: typeof members.$inferInsert) {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

const memberById = preparedQuery((db) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder('id')))
    .prepare('member_by_id'),
);

export async function findMemberById(db: Database, id: string) {
  const [row] = await memberById(db).execute({ id });
  return row;
}

export async function updateMember(
  db: Queryable,
  id: string,
  changes: Partial<Pick<typeof members.$inferInsert, 'userType' | 'onboarded'>>,
) {
  const [row] = await db
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, id))
    .returning();
  return row;
}
