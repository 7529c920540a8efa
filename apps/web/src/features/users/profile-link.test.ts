import { describe, expect, it } from 'vitest';
import { isMemberId, profileQrLink, readSubscribeTo, subscriberSignupLink } from './profile-link.ts';

const memberId = '7d6f1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

describe('profile QR link', () => {
  it('points at the member profile and carries the moment it was made, base64-encoded', () => {
    const madeAt = new Date('2026-11-22T10:00:00.000Z');
    const link = new URL(profileQrLink(memberId, 'https://hereandthere.app', madeAt));
    expect(`${link.origin}${link.pathname}`).toBe(`https://hereandthere.app/users/${memberId}`);
    expect(Number(atob(link.searchParams.get('t') ?? ''))).toBe(madeAt.getTime());
  });
});

describe('subscriber sign-up link', () => {
  it('names the member to follow and greets them by first name', () => {
    const link = new URL(subscriberSignupLink({ id: memberId, first_name: 'Lúcia' }), 'https://hereandthere.app');
    expect(link.pathname).toBe('/auth/subscriber-signup');
    expect(link.searchParams.get('subscribe_to')).toBe(memberId);
    expect(link.searchParams.get('name')).toBe('Lúcia');
  });

  it('reads back the member it follows', () => {
    const link = new URL(subscriberSignupLink({ id: memberId, first_name: 'Ana' }), 'https://hereandthere.app');
    expect(readSubscribeTo(link.searchParams)).toBe(memberId);
  });

  it('ignores a sign-up link whose member id is missing or malformed', () => {
    expect(readSubscribeTo(new URLSearchParams('name=Ana'))).toBeUndefined();
    expect(readSubscribeTo(new URLSearchParams('subscribe_to=42&name=Ana'))).toBeUndefined();
    expect(readSubscribeTo(new URLSearchParams('subscribe_to=&name=Ana'))).toBeUndefined();
  });
});

describe('member ids', () => {
  it('accepts a UUID and refuses the fixed paths beside profiles', () => {
    expect(isMemberId(memberId)).toBe(true);
    expect(isMemberId('map')).toBe(false);
    expect(isMemberId('create')).toBe(false);
    expect(isMemberId(undefined)).toBe(false);
  });
});
