import { createEmailIdentity, type EmailIdentity, findMemberIdByEmail } from '../modules/identity/index.ts';
import type { AppContext } from '../platform/context.ts';

/** Every demo member signs in with this password. */
export const demoPassword = 'Travel2026';

const demoMembers: Omit<EmailIdentity, 'password'>[] = [
  {
    email: 'demo@hereandthere.app',
    firstName: 'Alex',
    lastName: 'Morgan',
    userType: 'pro',
    onboarded: true,
    verifiedPhoneNumber: '+4915100000001',
  },
  { email: 'staff@hereandthere.app', firstName: 'Sam', lastName: 'Okoro', userType: 'admin', onboarded: true },
  {
    email: 'lucia.fernandes@example.com',
    firstName: 'Lúcia',
    lastName: 'Fernandes',
    userType: 'pro',
    onboarded: true,
    verifiedPhoneNumber: '+4915100000002',
  },
  { email: 'jonas.weber@example.com', firstName: 'Jonas', lastName: 'Weber', userType: 'pro', onboarded: true },
  { email: 'amara.okafor@example.com', firstName: 'Amara', lastName: 'Okafor', userType: 'customer', onboarded: true },
  { email: 'kenji.watanabe@example.com', firstName: 'Kenji', lastName: 'Watanabe', userType: 'subscriber' },
];

/**
 * Creates the demo members through the sign-up use case, skipping those that exist, so it can
 * run at every start. Returns how to sign in as the main demo member.
 */
export async function seedDemoData(context: AppContext) {
  let created = 0;
  for (const member of demoMembers) {
    if (await findMemberIdByEmail(context, member.email)) continue;
    await createEmailIdentity(context, { ...member, password: demoPassword });
    created++;
  }
  context.log.info({ created, existing: demoMembers.length - created }, 'demo members ready');
  const [main] = demoMembers;
  return { email: main!.email, password: demoPassword, phoneNumber: main!.verifiedPhoneNumber! };
}
