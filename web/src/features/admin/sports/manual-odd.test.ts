import { describe, expect, it } from 'vitest';
import { OddsUpdateRequest } from '@bet/shared';
import { isManualOddText } from './manual-odd.ts';

const serverTakes = (odd: number) =>
  OddsUpdateRequest.safeParse({ outcomes: [{ outcomeId: 1, odd }] }).success;

describe('a manual odd typed on the fixture list', () => {
  it('is refused on the page exactly when the server would refuse it', () => {
    // a spread of typed odds: whole, 1 to 4 decimals, around the bounds, and far above the usual
    const typed = [
      '1',
      '1.009',
      '1.01',
      '1.011',
      '1.0105',
      '2.5',
      '3.333',
      '3.3333',
      '999.999',
      '10000',
      '10000.5',
      '12500',
      '250000',
      '1000000',
      '1000000.001',
      '0',
      '-2',
      '',
      'abc',
      '1e3',
      ' 2.5 ',
    ];
    for (let i = 0; i < 500; i++) typed.push(String(((i * 7_919 * 104_729) % 2_000_003) / 10 ** (i % 5)));
    const disagree = typed.filter((t) => isManualOddText(t) !== serverTakes(Number(t)));
    expect(disagree).toEqual([]);
  });
});
