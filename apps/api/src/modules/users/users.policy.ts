import type { Permissions, UserType } from '@here-and-there/contracts';

/**
 * Who gets the pro features (home, users map, network, search, QR code). Besides pro members,
 * admins and staff do: they support members and must see what a pro member sees, and a pay wall
 * in front of the people running the service would only get in their way.
 */
export function isPro(userType: UserType): boolean {
  return userType === 'pro' || userType === 'admin' || userType === 'staff';
}

/** Admins and staff may sign in as a member through a one-time token (DESIGN §5). */
export function canImpersonate(userType: UserType): boolean {
  return userType === 'admin' || userType === 'staff';
}

/** A new identity whose address is listed in ADMIN_EMAILS starts as an admin. */
export function userTypeForNewMember(email: string | null, adminEmails: readonly string[]): UserType {
  return email && adminEmails.includes(email.toLowerCase()) ? 'admin' : 'customer';
}

const readOnly = { list: true, view: true, create: false, edit: false, delete: false };

/**
 * The permission table of SPEC §6 as the server computes it for `/users/me`. `tracking` is true
 * because only the iOS app asks for tracking permission, and it narrows this on the device.
 */
export function permissionsFor(userType: UserType): Permissions {
  return {
    users: {
      list: false,
      view: true,
      create: false,
      edit: false,
      delete: false,
      invite: true,
      tracking: true,
      pro: isPro(userType),
    },
    connections: { list: true, view: true, create: false, edit: true, delete: false },
    trips: { ...readOnly },
    contacts: { ...readOnly, import: false },
    communities: { ...readOnly },
    events: { ...readOnly },
    messaging: { ...readOnly },
  };
}
