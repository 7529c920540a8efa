import { describe, expect, it } from 'vitest';
import { unwrapAntimeridian } from './antimeridian.ts';

describe('rings across the 180th meridian', () => {
  it('keeps a ring that crosses it continuous, past 180', () => {
    const chukotka = [
      [179, 69],
      [-180, 69],
      [-175, 70],
      [-180, 71],
      [179, 71],
      [179, 69],
    ];
    expect(unwrapAntimeridian(chukotka)).toEqual([
      [179, 69],
      [180, 69],
      [185, 70],
      [180, 71],
      [179, 71],
      [179, 69],
    ]);
  });

  it('leaves a ring that goes around a pole as it is', () => {
    const antarctica = [
      [-180, -84],
      [0, -70],
      [179.6, -84],
      [-180, -89.999],
      [178, -89.999],
      [-180, -84],
    ];
    expect(unwrapAntimeridian(antarctica)).toEqual(antarctica);
  });

  it('leaves an ordinary ring as it is', () => {
    const square = [
      [10, 50],
      [11, 50],
      [11, 51],
      [10, 50],
    ];
    expect(unwrapAntimeridian(square)).toEqual(square);
  });
});
