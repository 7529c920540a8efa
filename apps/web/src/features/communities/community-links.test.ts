import { describe, expect, it } from 'vitest';
import {
  communityQrLink,
  crossingsQueryOf,
  emptyPlaceFilter,
  mosaicMembers,
  rotatingMemberLines,
  typedHandle,
} from './community-links.ts';

const words = {
  count: (count: number) => `${count} members`,
  names: (names: string) => names,
  andOthers: (names: string, others: number) => `${names} and ${others} others`,
};

describe('the channel header line', () => {
  it('starts with the count, then names members a few at a time, the last line counting the rest', () => {
    expect(rotatingMemberLines(['Ana', 'Rui', 'Lea', 'Noor'], 6, words)).toEqual([
      '6 members',
      'Ana, Rui, Lea',
      'Noor and 2 others',
    ]);
  });

  it('is the count alone when no member is shown', () => {
    expect(rotatingMemberLines([], 3, words)).toEqual(['3 members']);
  });
});

describe('the crossings filter', () => {
  it('asks for the caller’s own crossings until a place is chosen', () => {
    expect(crossingsQueryOf({ ...emptyPlaceFilter, from: '2026-06-01' })).toEqual({});
  });

  it('asks for a place in whole days', () => {
    const location = { id: 2267057, title: 'Lisbon, Portugal', latitude: 38.7, longitude: -9.1 };
    expect(crossingsQueryOf({ location, from: '2026-06-01', to: '2026-06-05' })).toEqual({
      location: 2267057,
      date_gte: '2026-06-01T00:00:00.000Z',
      date_lte: '2026-06-05T23:59:59.000Z',
    });
  });
});

describe('the avatar mosaic', () => {
  it('shows at most four members, only those with pictures', () => {
    const picture = { '30': 'a', '100': 'b', '500': 'c' };
    const members = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => ({
      id,
      profile_picture: index === 1 ? null : picture,
    }));
    expect(mosaicMembers(members).map((member) => member.id)).toEqual(['a', 'c', 'd', 'e']);
  });
});

it('lowercases a handle as it is typed', () => {
  expect(typedHandle('Lisbon_Nomads')).toBe('lisbon_nomads');
});

it('gives a community’s QR link the base64 timestamp every QR link carries', () => {
  const link = new URL(communityQrLink('c0ffee00-0000-4000-8000-000000000000', 'https://here.example', new Date(1000)));
  expect(link.pathname).toBe('/communities/c0ffee00-0000-4000-8000-000000000000');
  expect(link.searchParams.get('t')).toBe(btoa('1000'));
});
