import { describe, expect, it } from 'vitest';
import { profileQrLink } from './profile-link.ts';

describe('profile QR link', () => {
  it('points at the member profile and carries the moment it was made, base64-encoded', () => {
    const madeAt = new Date('2026-11-22T10:00:00.000Z');
    const link = new URL(profileQrLink('7d6f1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f', 'https://hereandthere.app', madeAt));
    expect(`${link.origin}${link.pathname}`).toBe(
      'https://hereandthere.app/users/7d6f1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    );
    expect(Number(atob(link.searchParams.get('t') ?? ''))).toBe(madeAt.getTime());
  });
});
