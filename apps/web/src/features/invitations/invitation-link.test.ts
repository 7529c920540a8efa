import { describe, expect, it } from 'vitest';
import { invitationSignupLink, readInvitation, withInvitation } from './invitation-link.ts';

const token = '3c9a1f0e-5b7d-4e2a-9f61-2d8b7c4a1e90';

describe('invitation links', () => {
  it('lead into sign-up with the invitation', () => {
    expect(invitationSignupLink(token)).toBe(`/auth/signup?invitation=${token}`);
  });

  it('read only an invitation that is a proper token', () => {
    expect(readInvitation(new URLSearchParams({ invitation: token }))).toBe(token);
    expect(readInvitation(new URLSearchParams({ invitation: 'not-a-token' }))).toBeUndefined();
    expect(readInvitation(new URLSearchParams())).toBeUndefined();
  });

  it('keep the invitation beside the other parameters of a link', () => {
    expect(withInvitation('/auth/login?redirect=%2Fusers%2Fmap', token)).toBe(
      `/auth/login?redirect=%2Fusers%2Fmap&invitation=${token}`,
    );
    expect(withInvitation('/auth/login', undefined)).toBe('/auth/login');
  });
});
