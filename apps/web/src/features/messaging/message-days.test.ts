import { describe, expect, it } from 'vitest';
import { dayLabel, localDay } from './message-days.ts';

const words = { today: 'Today', yesterday: 'Yesterday' };
const now = new Date(2026, 10, 27, 9, 30);

describe('day separators', () => {
  it('calls the day of now today and the day before yesterday', () => {
    expect(dayLabel(new Date(2026, 10, 27, 0, 5).toISOString(), 'en', words, now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 26, 23, 55).toISOString(), 'en', words, now)).toBe('Yesterday');
  });

  it('names an older day by weekday and date, with the year only when it is not this one', () => {
    expect(dayLabel(new Date(2026, 10, 20, 12).toISOString(), 'en', words, now)).toBe('Friday, November 20');
    expect(dayLabel(new Date(2025, 10, 20, 12).toISOString(), 'en', words, now)).toBe('Thursday, November 20, 2025');
  });

  it('groups instants by the calendar day of this device', () => {
    expect(localDay(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
  });
});
