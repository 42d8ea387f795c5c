import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_ID_LENGTH, isTicketId, luhnCheckDigit, ticketIdFromBody } from './ticket-id.ts';

const body = fc.stringMatching(new RegExp(`^\\d{${TICKET_ID_LENGTH - 1}}$`));

describe('ticket ids', () => {
  it('the check digit is the Luhn digit of known numbers', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('00000000000')).toBe('0');
    expect(isTicketId('79927398713')).toBe(false); // valid Luhn, but not twelve digits
  });

  it('every id made from eleven digits is valid and twelve digits long', () => {
    fc.assert(
      fc.property(body, (b) => {
        const id = ticketIdFromBody(b);
        expect(id).toHaveLength(TICKET_ID_LENGTH);
        expect(id.startsWith(b)).toBe(true);
        expect(isTicketId(id)).toBe(true);
      }),
    );
  });

  it('a cut-short id, an id with one digit changed or two neighbours swapped is not valid', () => {
    fc.assert(
      fc.property(body, fc.nat(TICKET_ID_LENGTH - 1), fc.integer({ min: 1, max: 9 }), (b, at, delta) => {
        const id = ticketIdFromBody(b);
        expect(isTicketId(id.slice(0, at))).toBe(false);
        expect(isTicketId(id.slice(at + 1))).toBe(false);
        const changed = id.slice(0, at) + String((Number(id[at]) + delta) % 10) + id.slice(at + 1);
        expect(isTicketId(changed)).toBe(false);
        if (at < TICKET_ID_LENGTH - 1) {
          const swapped = id.slice(0, at) + id[at + 1] + id[at] + id.slice(at + 2);
          // Luhn misses only the swap of 0 and 9
          const missed = swapped === id || `${id[at]}${id[at + 1]}`.match(/^(09|90)$/);
          if (!missed) expect(isTicketId(swapped)).toBe(false);
        }
      }),
    );
  });

  it('refuses what is not digits, and bodies of the wrong length', () => {
    expect(isTicketId('12345678901a')).toBe(false);
    expect(isTicketId(' 23456789012')).toBe(false);
    expect(() => ticketIdFromBody('123')).toThrow(RangeError);
  });
});
