import type { UserType } from '@here-and-there/contracts';

/** Running the alert scan out of its schedule is an operator's tool: admins and staff only. */
export function canRunAlertScan(userType: UserType): boolean {
  return userType === 'admin' || userType === 'staff';
}

/** The failed deliveries (whose errors may name an address) are an operator's view: admins and staff only. */
export function canSeeFailedDeliveries(userType: UserType): boolean {
  return userType === 'admin' || userType === 'staff';
}
