import { describe, expect, it } from 'vitest';
import { terminalErrorKey } from './terminal-errors.ts';

describe('terminal error messages', () => {
  it('shows a shop that ran out of credit the user-limit message', () => {
    expect(terminalErrorKey('notEnoughCredit')).toBe('userLimitInsufficient');
    expect(terminalErrorKey('insufficientBalance')).toBe('userLimitInsufficient');
  });
  it('asks for an update of the terminal when the server finds its protocol too old', () => {
    expect(terminalErrorKey('clientTooOld')).toBe('terminalTooOld');
  });
  it('keeps the dealer limit and every other key as the server sent it', () => {
    expect(terminalErrorKey('dealerLimitReached')).toBe('dealerLimitReached');
    expect(terminalErrorKey('alreadyPaid')).toBe('alreadyPaid');
    expect(terminalErrorKey('thereAreLockedMatches')).toBe('thereAreLockedMatches');
  });
});
