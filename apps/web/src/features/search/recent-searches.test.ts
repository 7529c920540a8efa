import { describe, expect, it } from 'vitest';
import { readRecentSearches, recentSearchesKept, withRecentSearch } from './recent-searches.ts';

describe('recent searches', () => {
  it('puts the newest search first', () => {
    expect(withRecentSearch(['lisbon', 'ana'], 'berlin')).toEqual(['berlin', 'lisbon', 'ana']);
  });

  it('moves a search made again to the top instead of keeping it twice, whatever its case', () => {
    expect(withRecentSearch(['lisbon', 'Ana', 'berlin'], 'ana')).toEqual(['ana', 'lisbon', 'berlin']);
  });

  it(`keeps the ${recentSearchesKept} newest`, () => {
    const many = ['a1', 'a2', 'a3', 'a4', 'a5'];
    expect(withRecentSearch(many, 'new')).toEqual(['new', 'a1', 'a2', 'a3', 'a4']);
  });

  it('reads nothing from a device that holds something else', () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(readRecentSearches('not json')).toEqual([]);
    expect(readRecentSearches('{"q":"ana"}')).toEqual([]);
    expect(readRecentSearches('["ana", 3, "lisbon"]')).toEqual(['ana', 'lisbon']);
  });
});
