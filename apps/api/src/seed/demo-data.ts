import { createEventRequest, type ImportedContact } from '@here-and-there/contracts';
// The seed is the app's own first user: it calls the use cases as the routes do.
import { createCommunity } from '../modules/communities/communities.service.ts';
import { approveJoinRequest, joinCommunity } from '../modules/communities/memberships.service.ts';
import { changeConnection, requestConnection } from '../modules/connections/index.ts';
import { importContacts } from '../modules/contacts/index.ts';
import { answerEvent, createEvent } from '../modules/events/events.service.ts';
import { createEmailIdentity, type EmailIdentity, findMemberIdByEmail } from '../modules/identity/index.ts';
import { createTrip } from '../modules/trips/index.ts';
import { findMember, updateUser } from '../modules/users/index.ts';
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

/** Who asked whom, at which level, and the level at which the other accepted (none: still waiting). */
const demoConnections = [
  { from: 'demo@hereandthere.app', to: 'lucia.fernandes@example.com', type: 'close', acceptAt: 'general' },
  { from: 'jonas.weber@example.com', to: 'demo@hereandthere.app', type: 'general', acceptAt: 'close' },
  { from: 'amara.okafor@example.com', to: 'demo@hereandthere.app', type: 'general' },
] as const;

/** The main demo member's address book, as if imported from their phone. */
const demoContacts: ImportedContact[] = [
  {
    external_id: 'demo-1',
    first_name: 'Marta',
    last_name: 'Silva',
    cel: '+351 912 345 678',
    notes: 'Met at the Porto design week.',
  },
  {
    external_id: 'demo-2',
    first_name: 'Tom',
    last_name: 'Becker',
    cel: '+49 170 1234567',
    email: 'tom.becker@example.com',
  },
  { external_id: 'demo-3', first_name: 'Jonas', last_name: 'Weber', email: 'jonas.weber@example.com' },
  {
    external_id: 'demo-4',
    first_name: 'Priya',
    last_name: 'Nair',
    email: 'priya.nair@example.com',
    tel: '+44 20 7946 0018',
  },
];

/** Upcoming trips, days from the first start: crossings of each kind for the main demo member. */
const demoTrips = [
  // Jonas comes to Berlin (here), Alex goes to Lisbon where Lúcia lives (there) and to Hamburg.
  { owner: 'jonas.weber@example.com', place: places.berlin, from: 3, to: 5, description: 'Pitch week in Berlin' },
  { owner: 'demo@hereandthere.app', place: places.lisbon, from: 10, to: 14, description: 'Design week' },
  { owner: 'lucia.fernandes@example.com', place: places.london, from: 12, to: 13, description: 'Site visit' },
  { owner: 'demo@hereandthere.app', place: places.hamburg, from: 30, to: 31, description: null },
  { owner: 'lucia.fernandes@example.com', place: places.berlin, from: 40, to: 44, description: 'Berlin Biennale' },
] as const;

const daysFrom = (context: AppContext, days: number) =>
  new Date(context.clock.now().getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Two communities: a public one the main demo member belongs to, whose owner lives where the main
 * member goes (a crossing inside the community), and a private one the main member runs, with a
 * member who asked to join waiting for approval; each with an event during someone's visit.
 */
const demoCommunities = [
  {
    owner: 'lucia.fernandes@example.com',
    name: 'Lisbon Design Walks',
    handle: 'lisbon_design_walks',
    description: 'Architects, designers and the curious walking Lisbon one neighbourhood at a time.',
    private: false,
    members: ['demo@hereandthere.app', 'amara.okafor@example.com'],
    asking: [],
    event: {
      name: 'Tile hunting in Alfama',
      description: 'Two hours of azulejos, stairs and a coffee at the end. Comfortable shoes.',
      place: places.lisbon,
      day: 11,
      hours: [9, 11],
      capacity: 12,
      going: ['demo@hereandthere.app'],
    },
  },
  {
    owner: 'demo@hereandthere.app',
    name: 'Founders on Trains',
    handle: 'founders_on_trains',
    description: 'Founders who work from the rails: routes, quiet carriages and breakfasts between trains.',
    private: true,
    members: ['jonas.weber@example.com'],
    asking: ['amara.okafor@example.com'],
    event: {
      name: 'Founders breakfast in Berlin',
      description: 'Breakfast near Hauptbahnhof before the morning trains.',
      place: places.berlin,
      day: 4,
      hours: [7, 9],
      capacity: 8,
      going: ['jonas.weber@example.com'],
    },
  },
] as const;

/** A moment `days` from now at `hour` o'clock UTC. */
const momentFrom = (context: AppContext, days: number, hour: number) =>
  `${daysFrom(context, days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Creates the demo communities with their members, requests and events: run once, with the members. */
async function seedDemoCommunities(context: AppContext, idOf: (email: string) => string) {
  for (const { owner, members, asking, event, ...fields } of demoCommunities) {
    const community = await createCommunity(context, idOf(owner), fields);
    for (const member of asking) await joinCommunity(context, idOf(member), community.id);
    for (const member of members) {
      const joined = await joinCommunity(context, idOf(member), community.id);
      // A private community's members asked first and were let in by its owner.
      if (joined.membership?.status === 'pending_acceptance') {
        await approveJoinRequest(context, idOf(owner), community.id, joined.membership.id);
      }
    }
    const created = await createEvent(
      context,
      idOf(owner),
      createEventRequest.parse({
        name: event.name,
        description: event.description,
        location: event.place,
        start_datetime: momentFrom(context, event.day, event.hours[0]),
        end_datetime: momentFrom(context, event.day, event.hours[1]),
        capacity: event.capacity,
        community: community.id,
      }),
    );
    for (const member of event.going) await answerEvent(context, idOf(member), created.id, 'going');
  }
}

/** Connects the demo members, fills the main one's address book and plans trips: run once, with the members. */
async function seedDemoNetwork(context: AppContext, idOf: (email: string) => string) {
  for (const { from, to, type, ...answer } of demoConnections) {
    const asked = await requestConnection(context, idOf(from), { receiver: idOf(to), type });
    if ('acceptAt' in answer) {
      await changeConnection(context, idOf(to), asked.id, { status: 'active', type: answer.acceptAt });
    }
  }
  const main = await findMember(context.db, idOf(demoMembers[0]!.email));
  await importContacts(context, main!.member, demoContacts);
  for (const trip of demoTrips) {
    const owner = await findMember(context.db, idOf(trip.owner));
    await createTrip(context, owner!.member, {
      location: trip.place,
      arrival_datetime: daysFrom(context, trip.from),
      departure_datetime: daysFrom(context, trip.to),
      description: trip.description,
      visibility: 'public',
      visibility_exclusions: [],
      status: 'confirmed',
      notify: false,
    });
  }
}

/**
 * Creates the demo members through the sign-up use case, skipping those that exist, so it can
 * run at every start; the first time, also their connections and contacts. Returns how to sign in
 * as the main demo member.
 */
export async function seedDemoData(context: AppContext) {
  const ids = new Map<string, string>();
  let created = 0;
  for (const member of demoMembers) {
    const existing = await findMemberIdByEmail(context, member.email);
    if (existing) {
      ids.set(member.email, existing);
      continue;
    }
    const { profile, ...identity } = member;
    const { id } = await createEmailIdentity(context, { ...identity, password: demoPassword });
    if (profile) await updateUser(context, { id, userType: identity.userType ?? 'customer' }, id, profile);
    ids.set(member.email, id);
    created++;
  }
  // What members did with the demo network since is theirs: it is seeded with the members only.
  if (created === demoMembers.length) {
    const idOf = (email: string) => ids.get(email)!;
    await seedDemoNetwork(context, idOf);
    await seedDemoCommunities(context, idOf);
  }
  context.log.info({ created, existing: demoMembers.length - created }, 'demo members ready');
  const [main] = demoMembers;
  return { email: main!.email, password: demoPassword, phoneNumber: main!.verifiedPhoneNumber! };
}
