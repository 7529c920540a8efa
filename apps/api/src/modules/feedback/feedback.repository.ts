import type { Database } from '../../platform/db.ts';
import { feedback } from './feedback.table.ts';

export async function insertFeedback(db: Database, values: typeof feedback.$inferInsert) {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  return row!;
}
