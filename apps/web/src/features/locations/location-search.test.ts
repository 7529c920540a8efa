import type { Location } from '@here-and-there/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocationSearch } from './location-search.ts';

const berlin: Location = { id: 2950159, title: 'Berlin, Germany', latitude: 52.52, longitude: 13.4 };
const bern: Location = { id: 2661552, title: 'Bern, Switzerland', latitude: 46.95, longitude: 7.45 };

function setUp(results: Record<string, Location[]> = { ber: [berlin, bern] }) {
  const onPause = vi.fn<(text: string) => void>();
  const search = vi.fn(async (text: string) => results[text] ?? []);
  return { onPause, search, field: createLocationSearch({ debounceMs: 500, onPause, search }) };
}

describe('location search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once the member pauses for 500 ms, with the text typed last', () => {
    const { onPause, field } = setUp();
    field.type('b');
    vi.advanceTimersByTime(300);
    field.type('be');
    vi.advanceTimersByTime(300);
    field.type('ber ');
    vi.advanceTimersByTime(499);
    expect(onPause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPause).toHaveBeenCalledExactlyOnceWith('ber');
  });

  it('forgets the results at once when the field is emptied', () => {
    const { onPause, field } = setUp();
    field.type('ber');
    field.type('');
    expect(onPause).toHaveBeenCalledExactlyOnceWith('');
    vi.advanceTimersByTime(1000);
    expect(onPause).toHaveBeenCalledOnce();
  });

  it('chooses the first result when the member leaves with text typed and nothing chosen', async () => {
    const { field } = setUp();
    field.type('ber');
    vi.advanceTimersByTime(500);
    await expect(field.leave(null)).resolves.toEqual(berlin);
  });

  it('searches right away when the member leaves before the pause is over', async () => {
    const { onPause, search, field } = setUp();
    field.type('ber');
    vi.advanceTimersByTime(100);
    await expect(field.leave(null)).resolves.toEqual(berlin);
    expect(search).toHaveBeenCalledExactlyOnceWith('ber');
    vi.advanceTimersByTime(1000);
    expect(onPause).toHaveBeenCalledExactlyOnceWith('ber');
  });

  it('keeps an earlier choice when the member typed over it and left', async () => {
    const { search, field } = setUp();
    field.show(berlin.title);
    field.type('bern');
    await expect(field.leave(berlin)).resolves.toBeUndefined();
    expect(field.hasUnchosenText(berlin)).toBe(false);
    expect(search).not.toHaveBeenCalled();
  });

  it('keeps the choice when the field shows the chosen place or nothing', async () => {
    const { search, field } = setUp();
    field.show(berlin.title);
    await expect(field.leave(berlin)).resolves.toBeUndefined();
    field.type('  ');
    await expect(field.leave(null)).resolves.toBeUndefined();
    expect(search).not.toHaveBeenCalled();
  });

  it('chooses nothing when no place matches, and says the text names no place', async () => {
    const { field } = setUp();
    field.type('xyzzy');
    await expect(field.leave(null)).resolves.toBeUndefined();
    expect(field.hasUnchosenText(null)).toBe(true);
  });

  it('ignores a late answer once the member came back and typed on', async () => {
    let answer: (places: Location[]) => void = () => {};
    const search = vi.fn(() => new Promise<Location[]>((resolve) => (answer = resolve)));
    const field = createLocationSearch({ debounceMs: 500, onPause: () => {}, search });
    field.type('ber');
    const leaving = field.leave(null);
    field.type('bern');
    answer([berlin]);
    await expect(leaving).resolves.toBeUndefined();
  });
});
