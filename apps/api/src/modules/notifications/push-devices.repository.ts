import type { PushDeviceType } from '@here-and-there/contracts';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { type PushDeviceRow, pushDevices } from './push-devices.table.ts';

/**
 * Keeps `token` as one of the member's devices. A token already there stays one row: the same
 * member's keeps its id; another member's moves to this one under a new id, so the deliveries
 * queued to it for the member before find no device and are not shown to this one.
 */
export async function upsertPushDevice(
  db: Queryable,
  device: { memberId: string; deviceType: PushDeviceType; token: string },
  at: Date,
) {
  await db
    .insert(pushDevices)
    .values({ ...device, createdAt: at })
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: {
        id: sql`case when ${pushDevices.memberId} = excluded.member_id then ${pushDevices.id} else gen_random_uuid() end`,
        memberId: sql`excluded.member_id`,
        deviceType: sql`excluded.device_type`,
        createdAt: sql`case when ${pushDevices.memberId} = excluded.member_id then ${pushDevices.createdAt} else excluded.created_at end`,
      },
    });
}

/** Deletes the member's device with this token; another member's stays. */
export async function deleteMembersPushDevice(db: Queryable, memberId: string, token: string) {
  await db.delete(pushDevices).where(and(eq(pushDevices.memberId, memberId), eq(pushDevices.token, token)));
}

/** Deletes a device its push service no longer knows. */
export async function deletePushDevice(db: Queryable, id: string) {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

export async function findPushDevice(db: Queryable, id: string): Promise<PushDeviceRow | undefined> {
  const [row] = await db.select().from(pushDevices).where(eq(pushDevices.id, id));
  return row;
}

/**
 * The ids of these members' devices of these types, by member: the members named, or those a
 * statement selects (a conversation's listeners, however many they are).
 */
export async function findPushDeviceIdsOf(
  db: Queryable,
  memberIds: readonly string[] | SQLWrapper,
  deviceTypes: readonly PushDeviceType[],
) {
  const byMember = new Map<string, string[]>();
  const members = Array.isArray(memberIds) ? [...new Set(memberIds)] : (memberIds as SQLWrapper);
  if ((Array.isArray(members) && members.length === 0) || deviceTypes.length === 0) return byMember;
  const rows = await db
    .select({ id: pushDevices.id, memberId: pushDevices.memberId })
    .from(pushDevices)
    .where(and(inArray(pushDevices.memberId, members), inArray(pushDevices.deviceType, [...deviceTypes])));
  for (const { id, memberId } of rows) byMember.set(memberId, [...(byMember.get(memberId) ?? []), id]);
  return byMember;
}
