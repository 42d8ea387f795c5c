import { describe, expect, it } from 'vitest';
import { DuplicateFilter } from './duplicate-filter.ts';
import { LineSplitter, MAX_LINE_LENGTH } from './scan-lines.ts';
import { readTicketId } from './ticket-code.ts';

describe('LineSplitter', () => {
  it('ends a code at CR, LF or CR LF and joins a code split over chunks', () => {
    const lines = new LineSplitter();
    expect(lines.push('1234')).toEqual([]);
    expect(lines.push('56\r\n7890')).toEqual(['123456']);
    expect(lines.push('\r111\n222\r\n\r\n')).toEqual(['7890', '111', '222']);
    expect(lines.push(Buffer.from('333\n'))).toEqual(['333']);
  });

  it('drops a line longer than any code whole, and reads the next one', () => {
    const lines = new LineSplitter();
    expect(lines.push('9'.repeat(MAX_LINE_LENGTH + 5))).toEqual([]);
    expect(lines.push('\r\n123456789012\r\n')).toEqual(['123456789012']);
  });
});

describe('DuplicateFilter', () => {
  it('lets a code through once while it keeps being read, and again after a quiet window', () => {
    const filter = new DuplicateFilter(1000);
    expect(filter.accept('111111', 0)).toBe(true);
    expect(filter.accept('111111', 400)).toBe(false);
    // still under the beam: each read extends the window
    expect(filter.accept('111111', 1300)).toBe(false);
    expect(filter.accept('111111', 2400)).toBe(true);
  });

  it('a different code is a new scan at once, and so is the first code after it', () => {
    const filter = new DuplicateFilter(1000);
    expect(filter.accept('111111', 0)).toBe(true);
    expect(filter.accept('222222', 10)).toBe(true);
    expect(filter.accept('111111', 20)).toBe(true);
  });
});

describe('readTicketId', () => {
  it.each([
    ['123456789012', '123456789012'],
    [' 123456789012 ', '123456789012'],
    [']C0123456789012', '123456789012'],
    [']Q1250000123456', '250000123456'],
  ])('reads %j as a ticket id', (line, ticketId) => {
    expect(readTicketId(line)).toEqual({ ok: true, ticketId });
  });

  it.each(['12345', 'ABC123456789', '1234-5678-9012', '123456789012345678901', ''])('refuses %j', (line) => {
    expect(readTicketId(line)).toEqual({ ok: false, reason: 'notATicketId' });
  });
});
