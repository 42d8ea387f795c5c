import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SECURE_CODE_LENGTH,
  dammCheckDigit,
  formatSecureCode,
  isDammValid,
  normaliseSecureCode,
  secureCodeFrom,
  secureCodeKind,
} from './secure-code.ts';

const body = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 20, maxLength: 20 });
const kind = fc.constantFrom('payout' as const, 'voucher' as const);

describe('secure codes (payout and voucher)', () => {
  it('makes whole, check-valid codes of the kind asked', () => {
    fc.assert(
      fc.property(kind, body, (k, b) => {
        const code = secureCodeFrom(k, b);
        expect(code).toHaveLength(SECURE_CODE_LENGTH);
        expect(isDammValid(code)).toBe(true);
        expect(secureCodeKind(code)).toBe(k);
        expect(normaliseSecureCode(formatSecureCode(code))).toBe(code);
      }),
      { numRuns: 500 },
    );
  });

  it('catches every single-digit error of a code', () => {
    fc.assert(
      fc.property(kind, body, (k, b) => {
        const code = secureCodeFrom(k, b);
        for (let i = 0; i < code.length; i++)
          for (let d = 0; d <= 9; d++) {
            if (String(d) === code[i]) continue;
            const typo = code.slice(0, i) + d + code.slice(i + 1);
            expect(secureCodeKind(typo), typo).toBeNull();
          }
      }),
      { numRuns: 200 },
    );
  });

  it('catches every swap of two neighbouring digits that changes the code', () => {
    fc.assert(
      fc.property(kind, body, (k, b) => {
        const code = secureCodeFrom(k, b);
        for (let i = 0; i + 1 < code.length; i++) {
          if (code[i] === code[i + 1]) continue;
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(secureCodeKind(swapped), swapped).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a cut or lengthened code, an unknown kind and non-digits', () => {
    const code = secureCodeFrom('payout', '12345678901234567890');
    expect(secureCodeKind(code.slice(1))).toBeNull();
    expect(secureCodeKind(code + '0')).toBeNull();
    const unknown = '9' + '12345678901234567890';
    expect(secureCodeKind(unknown + dammCheckDigit(unknown))).toBeNull();
    expect(secureCodeKind('x'.repeat(SECURE_CODE_LENGTH))).toBeNull();
    expect(() => secureCodeFrom('payout', '123')).toThrow(RangeError);
  });

  it('reads a scan with a symbology prefix and a typed code with spaces', () => {
    const code = secureCodeFrom('voucher', '00000000000000000001');
    expect(normaliseSecureCode(`]C0${code}\r`)).toBe(code);
    expect(normaliseSecureCode(` ${formatSecureCode(code)} `)).toBe(code);
  });
});
