import { defaultNotificationPreferences, defaultVisibility, type Me } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { resolveGuardRedirect, unknownPathRedirect } from './guard-rules.ts';
import { safeRedirect } from './redirect-param.ts';

const member = (overrides: Partial<Me> = {}): Me => ({
  id: '7d6f1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  email: 'ana@example.com',
  phone: '+4915100000009',
  phone_verified: true,
  first_name: 'Ana',
  last_name: 'Lima',
  display_name: 'Ana Lima',
  username: null,
  user_type: 'pro',
  onboarded: true,
  base_location: null,
  today_location: null,
  profile_picture: null,
  bio: null,
  company: null,
  position: null,
  book_meeting_link: null,
  linkedin: null,
  twitter: null,
  instagram: null,
  connection: null,
  visibility: defaultVisibility,
  notification_preferences: defaultNotificationPreferences,
  permissions: {
    users: {
      list: false,
      view: true,
      create: false,
      edit: false,
      delete: false,
      invite: true,
      tracking: true,
      pro: true,
    },
    connections: { list: true, view: true, create: false, edit: true, delete: false },
    trips: { list: true, view: true, create: false, edit: false, delete: false },
    contacts: { list: true, view: true, create: false, edit: false, delete: false, import: false },
    communities: { list: true, view: true, create: false, edit: false, delete: false },
    events: { list: true, view: true, create: false, edit: false, delete: false },
    messaging: { list: true, view: true, create: false, edit: false, delete: false },
  },
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const guard = (pathname: string, input: Partial<Parameters<typeof resolveGuardRedirect>[0]> = {}) =>
  resolveGuardRedirect({ pathname, search: '', member: null, hasOnboardedBefore: false, ...input });

describe('routing rules for a visitor', () => {
  it.each([
    '/auth/login',
    '/auth/phone-login',
    '/auth/phone-login-confirm',
    '/auth/login-ec',
    '/auth/reset-password',
    '/auth/reset-password-confirm',
    '/auth/signup',
    '/auth/subscriber-signup',
    '/auth/impersonate',
    '/auth/experience/network',
    '/users/3f1c',
    '/invitation/abc',
    '/invitation/community/abc',
    '/communities/42',
    '/communities/42/7/auth',
    '/privacy-policy',
    '/terms-and-conditions',
    '/integrations',
    '/integrations/google/success',
    '/feedback',
    '/onboarding/welcome/2',
  ])('opens the public page %s', (pathname) => {
    expect(guard(pathname)).toBeNull();
  });

  it.each([
    '/users/map',
    '/users/create',
    '/dashboard/trips',
    '/dashboard/users/swipe',
    '/around',
    '/onboarding/1',
    '/no/such/page',
  ])('sends a first-time visitor from %s to the welcome slides, keeping where they were going', (pathname) => {
    expect(guard(pathname)).toBe(`/onboarding/welcome/1?redirect=${encodeURIComponent(pathname)}`);
  });

  it('sends a visitor who has onboarded on this device to login instead', () => {
    expect(guard('/users/map', { hasOnboardedBefore: true })).toBe('/auth/login?redirect=%2Fusers%2Fmap');
  });

  it('adds no redirect for the home page', () => {
    expect(guard('/', { hasOnboardedBefore: true })).toBe('/auth/login');
    expect(guard('/')).toBe('/onboarding/welcome/1');
  });

  it('keeps the query of the page asked for', () => {
    expect(guard('/', { search: '?tab=there', hasOnboardedBefore: true })).toBe(
      '/auth/login?redirect=%2F%3Ftab%3Dthere',
    );
  });

  it('sends a member who just signed out to login', () => {
    expect(guard('/users/map', { hasSignedOut: true })).toBe('/auth/login');
  });
});

describe('guards for a signed-in member', () => {
  it('sends an onboarded member without a verified phone to phone verification, from anywhere but there', () => {
    const unverified = member({ phone_verified: false });
    expect(guard('/users/map', { member: unverified })).toBe('/phone-verification');
    expect(guard('/onboarding/1', { member: unverified })).toBe('/phone-verification');
    expect(guard('/phone-verification', { member: unverified })).toBeNull();
  });

  it('sends a member without a home city or not onboarded to onboarding step 1', () => {
    expect(guard('/users/map', { member: member() })).toBe('/onboarding/1');
    expect(guard('/dashboard/trips', { member: member({ onboarded: false, phone_verified: false }) })).toBe(
      '/onboarding/1',
    );
  });

  it('sends a subscriber without a home city to the subscriber setup instead', () => {
    const subscriber = member({ user_type: 'subscriber', onboarded: false, phone_verified: false });
    expect(guard('/users/map', { member: subscriber })).toBe('/onboarding/subscriber/1');
  });

  it('lets a member with a home city who finished onboarding past the onboarding guard', () => {
    const berlin = { id: 2950159, title: 'Berlin, Germany', latitude: 52.52, longitude: 13.4 };
    expect(guard('/users/map', { member: member({ base_location: berlin }) })).toBeNull();
    expect(guard('/phone-verification', { member: member({ base_location: berlin }) })).toBe('/');
  });

  it.each(['/', '/dashboard/users', '/dashboard/users/recent', '/dashboard/trips/swipe', '/around', '/users/map'])(
    'opens %s to a member who is set up',
    (pathname) => {
      const berlin = { id: 2950159, title: 'Berlin, Germany', latitude: 52.52, longitude: 13.4 };
      expect(guard(pathname, { member: member({ base_location: berlin }) })).toBeNull();
    },
  );

  it('lets a member who still has to onboard stay on onboarding and community pages', () => {
    const newcomer = member({ onboarded: false, phone_verified: false });
    expect(guard('/onboarding/2', { member: newcomer })).toBeNull();
    expect(guard('/onboarding/subscriber/1', { member: newcomer })).toBeNull();
    expect(guard('/communities/42/general', { member: newcomer })).toBeNull();
  });

  it('opens the public pages to members as well', () => {
    expect(guard('/feedback', { member: member({ onboarded: false }) })).toBeNull();
  });
});

describe('paths no screen answers', () => {
  const unknown = (input: Partial<Parameters<typeof unknownPathRedirect>[0]>) =>
    unknownPathRedirect({
      pathname: '/some/unbuilt/path',
      search: '',
      member: null,
      hasOnboardedBefore: true,
      isSessionKnown: true,
      ...input,
    });

  it('waits for the session before sending anyone anywhere', () => {
    expect(unknown({ isSessionKnown: false })).toBeNull();
    expect(unknown({ pathname: '/integrations', isSessionKnown: false })).toBeNull();
  });

  it('sends a signed-in member to the users map', () => {
    expect(unknown({ member: member() })).toBe('/users/map');
  });

  it('sends a visitor to login, remembering the path', () => {
    expect(unknown({})).toBe('/auth/login?redirect=%2Fsome%2Funbuilt%2Fpath');
  });
});

describe('redirect parameter', () => {
  it('follows only paths on this site', () => {
    expect(safeRedirect('/users/map')).toBe('/users/map');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
