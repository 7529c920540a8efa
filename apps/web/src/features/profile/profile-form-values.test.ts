import type { User } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { profileForm } from './profile.schemas.ts';
import { changedFields, toFormValues, toUpdateRequest } from './profile-form-values.ts';

const ana: User = {
  id: '7d6f1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  first_name: 'Ana',
  last_name: 'Lima',
  display_name: 'Ana Lima',
  username: 'ana',
  user_type: 'customer',
  profile_picture: null,
  bio: null,
  company: 'Atlas',
  position: null,
  book_meeting_link: null,
  base_location: null,
  today_location: null,
  email: 'ana@example.com',
  phone: null,
  linkedin: 'https://www.linkedin.com/in/ana',
  twitter: null,
  instagram: null,
};

describe('profile form values', () => {
  it('shows what the member has not filled in as empty text', () => {
    expect(toFormValues(ana)).toMatchObject({ bio: '', company: 'Atlas', linkedin: 'https://www.linkedin.com/in/ana' });
  });

  it('sends only the fields that changed', async () => {
    const typed = { ...toFormValues(ana), bio: 'Often in Lisbon', twitter: '@ana_lima' };
    const changed = changedFields(toFormValues(ana), typed);
    expect(changed).toEqual(['bio', 'twitter']);
    const result = await profileForm.safeParseAsync(typed);
    expect(result.success).toBe(true);
    expect(toUpdateRequest(result.data!, changed)).toEqual({
      bio: 'Often in Lisbon',
      twitter: 'https://x.com/ana_lima',
    });
  });

  it('turns an emptied field into null, so the server clears it', async () => {
    const typed = { ...toFormValues(ana), company: '  ', username: '' };
    const result = await profileForm.safeParseAsync(typed);
    expect(toUpdateRequest(result.data!, changedFields(toFormValues(ana), typed))).toEqual({
      company: null,
      username: null,
    });
  });

  it('explains a username with a space in the spec’s words', async () => {
    const result = await profileForm.safeParseAsync({ ...toFormValues(ana), username: 'ana lima' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['username', 'A username starts with a letter and has only letters, digits and underscores, without spaces'],
    ]);
  });

  it('requires first and last name', async () => {
    const result = await profileForm.safeParseAsync({ ...toFormValues(ana), first_name: ' ', last_name: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['first_name', 'This field is required'],
      ['last_name', 'This field is required'],
    ]);
  });
});
