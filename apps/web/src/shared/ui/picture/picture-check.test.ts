import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-check.ts';

describe('picture check before upload', () => {
  it('accepts png, jpeg and svg up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/svg+xml']) {
      expect(pictureProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types with the allowed ones named', () => {
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('Invalid file type. Allowed: png, jpeg, svg+xml');
  });

  it('refuses a file over 5 MB with the maximum named', () => {
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'File is too big. The maximum is 5 MB',
    );
  });
});
