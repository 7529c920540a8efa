import type { AddressSearchResult, Contact, Trip } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { targetOf } from './search-targets.ts';

const lisbon: AddressSearchResult = {
  id: 2267057,
  name: 'Lisbon',
  full_name: 'Lisbon, Portugal',
  location: { lat: 38.72, lng: -9.13 },
  state: 'PT',
  time_zone: 'Europe/Lisbon',
};

describe('where a search result opens', () => {
  it('opens a place as the connections filtered by it, in the address that screen reads', () => {
    const target = targetOf({ section: 'locations', item: lisbon });
    expect(target).toEqual({ path: '/spheres/connections?location=2267057' });
  });

  it('opens a contact in its dialog and a trip on its page', () => {
    const id = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    expect(targetOf({ section: 'contacts', item: { id } as Contact })).toEqual({ contactId: id });
    expect(targetOf({ section: 'trips', item: { id } as Trip })).toEqual({ path: `/trips/${id}` });
  });
});
