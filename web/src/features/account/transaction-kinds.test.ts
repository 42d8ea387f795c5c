import { describe, expect, it } from 'vitest';
import { LEDGER_MOVEMENT_TYPES } from '@bet/shared';
import { movementNameKey } from './transaction-kinds.ts';

const languages = import.meta.glob<{ default: Record<string, string> }>('./i18n/*.ts', { eager: true });

describe('the names of ledger movements on the transactions page', () => {
  it('has 17 languages to check', () => {
    expect(Object.keys(languages)).toHaveLength(17);
  });

  it('names every movement type in every language, never by its raw type', () => {
    // the types a player saw raw at /tr/transactions
    expect(LEDGER_MOVEMENT_TYPES).toEqual(
      expect.arrayContaining(['deposit', 'withdrawHold', 'withdrawRelease']),
    );
    for (const type of LEDGER_MOVEMENT_TYPES) {
      const key = movementNameKey(type);
      expect(key, type).not.toBeNull();
      for (const [file, { default: texts }] of Object.entries(languages)) {
        const name = texts[key!];
        expect(name, `${file} ${type}`).toBeTruthy();
        expect(name, `${file} ${type}`).not.toBe(type);
      }
    }
  });

  it('reads the type before the note and knows no other', () => {
    expect(movementNameKey('withdrawHold->42')).toBe('acct.tx.kind.withdrawHold');
    expect(movementNameKey('deposit')).toBe('acct.tx.kind.deposit');
    expect(movementNameKey('somethingNew')).toBeNull();
    expect(movementNameKey('toString')).toBeNull();
  });
});
