import { describe, expect, it } from 'vitest';
import { leftRight, matchDateTime, ticketDateTime, wrap } from './text-format.ts';

describe('ticket text formatting', () => {
  it('wraps at spaces and cuts words longer than a line', () => {
    expect(wrap('Good luck! Tickets are valid for 30 days.', 16)).toEqual([
      'Good luck!',
      'Tickets are',
      'valid for 30',
      'days.',
    ]);
    expect(wrap('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 10)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXYZ']);
    expect(wrap('a\nb', 10)).toEqual(['a', 'b']);
    for (const line of wrap('x'.repeat(100) + ' yy ' + 'z'.repeat(33), 32))
      expect(line.length).toBeLessThanOrEqual(32);
  });

  it('right-aligns a value and wraps a long left side', () => {
    expect(leftRight('Stake:', '10.00 TL', 20)).toEqual(['Stake:      10.00 TL']);
    const lines = leftRight('Total Goals (2.5) over the whole match: Over', '1.70', 20);
    expect(lines.at(-1)!.endsWith('1.70')).toBe(true);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(20);
    expect(leftRight('x'.repeat(18), 'value', 20)).toEqual(['x'.repeat(18), '               value']);
  });

  it('shows times in the terminal time zone', () => {
    const iso = '2025-11-22T21:30:05.000Z';
    expect(ticketDateTime(iso, 'Europe/Istanbul')).toBe('23.11.2025 00:30:05');
    expect(ticketDateTime(iso, 'UTC')).toBe('22.11.2025 21:30:05');
    expect(ticketDateTime(iso, 'America/New_York')).toBe('22.11.2025 16:30:05');
    expect(matchDateTime(iso, 'Europe/Istanbul')).toBe('23.11 00:30');
    expect(() => ticketDateTime(iso, 'Mars/Olympus')).toThrow(RangeError);
  });
});
