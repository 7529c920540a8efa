import { pushDeviceTypes } from '@here-and-there/contracts';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../users/users.table.ts';

export const pushDeviceType = pgEnum('push_device_type', pushDeviceTypes);

/**
 * A browser or phone that receives a member's pushes (SPEC §7 `add-push-device`). A token is one
 * device: registered again by another member (a shared device), its row moves to them under a new
 * id, so a push still queued for the one before is never shown to the one after.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceType: pushDeviceType('device_type').notNull(),
    /** A browser's push subscription (its JSON), or the token FCM or APNs gave the app. */
    token: text('token').notNull().unique('push_devices_token_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_devices_member_id_idx').on(table.memberId)],
);

export type PushDeviceRow = typeof pushDevices.$inferSelect;
