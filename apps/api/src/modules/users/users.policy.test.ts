import { type UserType, userTypes } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { canAssignUserType, canImpersonate, isPro, permissionsFor, userTypeForNewMember } from './users.policy.ts';

const expectations: Record<UserType, { pro: boolean; impersonate: boolean }> = {
  customer: { pro: false, impersonate: false },
  subscriber: { pro: false, impersonate: false },
  pro: { pro: true, impersonate: false },
  staff: { pro: true, impersonate: true },
  admin: { pro: true, impersonate: true },
};

describe('users policy', () => {
  it.each(userTypes)('gives a %s the spec defaults and the pro flag of their type', (type) => {
    const permissions = permissionsFor(type);
    expect(permissions.users).toEqual({
      list: false,
      view: true,
      create: false,
      edit: false,
      delete: false,
      invite: true,
      tracking: true,
      pro: expectations[type].pro,
    });
    expect(permissions.connections).toEqual({ list: true, view: true, create: false, edit: true, delete: false });
    for (const area of ['trips', 'communities', 'events', 'messaging'] as const) {
      expect(permissions[area]).toEqual({ list: true, view: true, create: false, edit: false, delete: false });
    }
    expect(permissions.contacts).toEqual({
      list: true,
      view: true,
      create: false,
      edit: false,
      delete: false,
      import: false,
    });
  });

  it.each(userTypes)('lets a %s impersonate only when admin or staff', (type) => {
    expect(canImpersonate(type)).toBe(expectations[type].impersonate);
    expect(isPro(type)).toBe(expectations[type].pro);
  });

  it('makes addresses listed as admin emails admins, whatever their case', () => {
    expect(userTypeForNewMember('Boss@Example.com', ['boss@example.com'])).toBe('admin');
    expect(userTypeForNewMember('ana@example.com', ['boss@example.com'])).toBe('customer');
    expect(userTypeForNewMember(null, ['boss@example.com'])).toBe('customer');
  });

  // Which user types each actor may give (rows: actor; columns: the type given).
  const assignable: Record<UserType, readonly UserType[]> = {
    customer: ['customer', 'subscriber', 'pro'],
    subscriber: ['customer', 'subscriber', 'pro'],
    pro: ['customer', 'subscriber', 'pro'],
    staff: ['customer', 'subscriber', 'pro', 'staff'],
    admin: ['customer', 'subscriber', 'pro', 'staff', 'admin'],
  };
  it.each(userTypes)('lets a %s give only the user types below admin and staff, unless they are one', (actor) => {
    for (const type of userTypes)
      expect([type, canAssignUserType(actor, type)]).toEqual([type, assignable[actor].includes(type)]);
  });
});
