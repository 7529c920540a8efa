import type { User } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { socialLinksOf, travellingTo, webLink } from './profile-details.ts';

const berlin = { id: 2950159, title: 'Berlin, Germany', latitude: 52.52, longitude: 13.41 };
const lisbon = { id: 2267057, title: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.13 };

const member = (details: Partial<User>) =>
  ({ linkedin: null, twitter: null, instagram: null, base_location: null, today_location: null, ...details }) as User;

describe('profile details', () => {
  it('lists the social profiles the viewer may see, LinkedIn first', () => {
    const links = socialLinksOf(
      member({ instagram: 'https://www.instagram.com/ana', linkedin: 'https://www.linkedin.com/in/ana' }),
    );
    expect(links.map((link) => link.kind)).toEqual(['linkedin', 'instagram']);
  });

  it('never turns a value that is not a web address into a link', () => {
    expect(webLink('javascript:alert(1)')).toBeNull();
    expect(webLink('calendly.com/ana')).toBeNull();
    expect(webLink('https://calendly.com/ana')).toBe('https://calendly.com/ana');
    expect(socialLinksOf(member({ twitter: 'javascript:alert(1)' }))).toEqual([]);
  });

  it('tells where a travelling member is, and nothing while they are at home', () => {
    expect(travellingTo(member({ base_location: berlin, today_location: lisbon }))).toEqual(lisbon);
    expect(travellingTo(member({ base_location: berlin, today_location: berlin }))).toBeNull();
    expect(travellingTo(member({ base_location: null, today_location: null }))).toBeNull();
  });

  it('says nothing of today when the home city is hidden from the viewer', () => {
    expect(travellingTo(member({ base_location: null, today_location: berlin }))).toBeNull();
  });
});
