import { createEmailIdentity, type EmailIdentity, findMemberIdByEmail } from '../modules/identity/index.ts';
import { updateUser } from '../modules/users/index.ts';
import type { AppContext } from '../platform/context.ts';

/** Every demo member signs in with this password. */
export const demoPassword = 'Travel2026';

/** GeoNames ids of the demo members' home cities. */
const places = { berlin: 2950159, lisbon: 2267057, hamburg: 2911298, lagos: 2332459, london: 2643743 };

interface DemoMember extends Omit<EmailIdentity, 'password'> {
  /** What the member filled in, as `PUT /users/{id}/` takes it. */
  profile?: Record<string, unknown>;
}

const demoMembers: DemoMember[] = [
  {
    email: 'demo@hereandthere.app',
    firstName: 'Alex',
    lastName: 'Morgan',
    userType: 'pro',
    onboarded: true,
    verifiedPhoneNumber: '+4915100000001',
    profile: {
      username: 'alex_morgan',
      bio: 'Product designer between Berlin and Lisbon. Always up for a coffee near the station.',
      company: 'Atlas Studio',
      position: 'Design lead',
      base_location: places.berlin,
      linkedin: 'alex-morgan-design',
      instagram: '@alex.on.trains',
    },
  },
  {
    email: 'staff@hereandthere.app',
    firstName: 'Sam',
    lastName: 'Okoro',
    userType: 'admin',
    onboarded: true,
    verifiedPhoneNumber: '+4915100000003',
    profile: {
      username: 'sam_support',
      company: 'Here & There',
      position: 'Member support',
      base_location: places.london,
    },
  },
  {
    email: 'lucia.fernandes@example.com',
    firstName: 'Lúcia',
    lastName: 'Fernandes',
    userType: 'pro',
    onboarded: true,
    verifiedPhoneNumber: '+4915100000002',
    profile: {
      username: 'lucia_f',
      bio: 'Architect. I collect tram rides and pastel de nata recommendations.',
      company: 'Casa Norte',
      position: 'Architect',
      base_location: places.lisbon,
      twitter: '@luciafernandes',
      visibility: { email: 'general-network', last_name: 'general-network' },
    },
  },
  {
    email: 'jonas.weber@example.com',
    firstName: 'Jonas',
    lastName: 'Weber',
    userType: 'pro',
    onboarded: true,
    verifiedPhoneNumber: '+4915100000004',
    profile: { username: 'jonas_w', company: 'Hafen Ventures', position: 'Partner', base_location: places.hamburg },
  },
  {
    email: 'amara.okafor@example.com',
    firstName: 'Amara',
    lastName: 'Okafor',
    userType: 'customer',
    onboarded: true,
    profile: { username: 'amara_o', bio: 'Writer on the move.', base_location: places.lagos },
  },
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
    const { profile, ...identity } = member;
    const { id } = await createEmailIdentity(context, { ...identity, password: demoPassword });
    if (profile) await updateUser(context, { id, userType: identity.userType ?? 'customer' }, id, profile);
    created++;
  }
  context.log.info({ created, existing: demoMembers.length - created }, 'demo members ready');
  const [main] = demoMembers;
  return { email: main!.email, password: demoPassword, phoneNumber: main!.verifiedPhoneNumber! };
}
