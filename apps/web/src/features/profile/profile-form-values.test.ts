import type { User } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, type ProfileFormValues, toFormValues } from './profile-form-values.ts';
import { validateChanges } from './profile-validation.ts';

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
  connection: null,
};

const validate = (member: User, typed: Partial<ProfileFormValues>) =>
  validateChanges(() => toFormValues(member))({ ...toFormValues(member), ...typed });

describe('profile form', () => {
  it('shows what the member has not filled in as empty text', () => {
    expect(toFormValues(ana)).toMatchObject({ bio: '', company: 'Atlas', linkedin: 'https://www.linkedin.com/in/ana' });
  });

  it('notices which fields changed', () => {
    expect(changedFields(toFormValues(ana), { ...toFormValues(ana), bio: 'Hi', company: 'Atlas' })).toEqual(['bio']);
  });

  it('sends only the fields that changed, a social handle as its full link', async () => {
    await expect(validate(ana, { bio: 'Often in Lisbon', twitter: '@ana_lima' })).resolves.toEqual({
      values: { bio: 'Often in Lisbon', twitter: 'https://x.com/ana_lima' },
    });
  });

  it('turns an emptied field into null, so the server clears it', async () => {
    await expect(validate(ana, { company: '  ', username: '' })).resolves.toEqual({
      values: { company: null, username: null },
    });
  });

  it('explains a username with a space in the spec’s words', async () => {
    await expect(validate(ana, { username: 'ana lima' })).resolves.toEqual({
      errors: {
        username: 'A username starts with a letter and has only letters, digits and underscores, without spaces',
      },
    });
  });

  it('requires first and last name once they are changed', async () => {
    await expect(validate(ana, { first_name: ' ', last_name: '' })).resolves.toEqual({
      errors: { first_name: 'This field is required', last_name: 'This field is required' },
    });
  });

  it('sends a new home city as the id of the place picked', async () => {
    const berlin = { id: 2950159, title: 'Berlin, Germany', latitude: 52.52, longitude: 13.41 };
    const lisbon = { id: 2267057, title: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.13 };
    const living = { ...ana, base_location: berlin };
    expect(changedFields(toFormValues(living), { ...toFormValues(living), base_location: { ...berlin } })).toEqual([]);
    await expect(validate(living, { base_location: lisbon })).resolves.toEqual({ values: { base_location: 2267057 } });
  });

  it('refuses to empty the home city', async () => {
    const berlin = { id: 2950159, title: 'Berlin, Germany', latitude: 52.52, longitude: 13.41 };
    await expect(validate({ ...ana, base_location: berlin }, { base_location: null })).resolves.toEqual({
      errors: { base_location: 'This field is required' },
    });
  });

  it('saves a change even when a field the editor may not see arrives empty', async () => {
    const hiddenLastName = { ...ana, last_name: null };
    await expect(validate(hiddenLastName, { position: 'Host' })).resolves.toEqual({ values: { position: 'Host' } });
  });
});
