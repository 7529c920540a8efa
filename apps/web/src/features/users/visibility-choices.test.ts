import * as contracts from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { visibilityFields, visibilityLevels } from './visibility-choices.ts';

describe('privacy choices', () => {
  it('offers every visibility level of the contracts, widest first', () => {
    expect(visibilityLevels).toEqual(contracts.visibilityLevels);
  });

  it('lists every profile field the contracts give a level, in their order', () => {
    expect(visibilityFields).toEqual(contracts.visibilityFields);
  });
});
