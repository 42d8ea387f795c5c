import type { LineResult } from '../markets/settle.ts';

/** What a line multiplies its bets by, in thousandths: won the odd, void 1, halves in between, lost 0. */
export function lineFactor(result: LineResult, odd: number): number {
  switch (result) {
    case 'won':
      return odd;
    case 'void':
      return 1000;
    case 'halfWon':
      return Math.floor((odd + 1000) / 2);
    case 'halfLost':
      return 500;
    case 'lost':
      return 0;
  }
}

/** The status a coupon line shows: 1 won, -1 lost, 2 void (half results count as won or lost). */
export function lineStatus(result: LineResult): 1 | -1 | 2 {
  return result === 'void' ? 2 : result === 'won' || result === 'halfWon' ? 1 : -1;
}
