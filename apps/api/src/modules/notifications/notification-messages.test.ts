import { describe, expect, it } from 'vitest';
import { formatDays } from './notification-messages.ts';

describe('the days a message names', () => {
  it('writes a range the way English readers expect, with plain spaces', () => {
    expect(formatDays('2026-06-12', '2026-06-15')).toBe('12 – 15 Jun 2026');
    expect(formatDays('2026-06-30', '2026-07-02')).toBe('30 Jun – 2 Jul 2026');
    expect(formatDays('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatDays('2026-06-12', '2026-06-12')).toBe('12 Jun 2026');
    expect(formatDays('2026-06-12', null)).toBe('12 Jun 2026');
  });
});
