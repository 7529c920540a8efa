import { describe, expect, it } from 'vitest';
import { nextPageOffset } from './next-page-offset.ts';

const pageOf = (size: number, count: number) => ({ count, results: Array.from({ length: size }, (_, i) => i) });

describe('nextPageOffset', () => {
  it('starts the next page after everything loaded while the count says there is more', () => {
    const pages = [pageOf(50, 120), pageOf(50, 120)];
    expect(nextPageOffset(pages[1]!, pages)).toBe(100);
  });

  it('has no next page once everything counted is loaded', () => {
    const pages = [pageOf(50, 70), pageOf(20, 70)];
    expect(nextPageOffset(pages[1]!, pages)).toBeUndefined();
  });

  it('stops at an empty page even if the count has grown meanwhile', () => {
    const pages = [pageOf(50, 60), pageOf(0, 60)];
    expect(nextPageOffset(pages[1]!, pages)).toBeUndefined();
  });
});
