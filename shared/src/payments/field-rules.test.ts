import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_FIELD_TYPES,
  checkPaymentAmount,
  checkPaymentField,
  checkPaymentForm,
  filterPaymentInput,
  isPaymentDate,
  type PaymentFieldRule,
} from './field-rules.ts';

const field = (over: Partial<PaymentFieldRule> = {}): PaymentFieldRule => ({
  name: 'f',
  title: 'Field',
  type: 'text',
  minLength: 0,
  maxLength: 0,
  required: 1,
  ...over,
});

const two = (n: number) => String(n).padStart(2, '0');
const arbDay = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((d) => ({ ...d, real: d.day <= new Date(Date.UTC(d.year, d.month, 0)).getUTCDate() }));

describe('payment form field rules', () => {
  it('reads dd-MM-yyyy as a date exactly when the day exists', () => {
    fc.assert(
      fc.property(arbDay, ({ year, month, day, real }) => {
        const text = `${two(day)}-${two(month)}-${year}`;
        expect(isPaymentDate(text)).toBe(real);
        expect(checkPaymentField(field({ type: 'date' }), text)?.key ?? null).toBe(
          real ? null : 'dateRequired',
        );
      }),
    );
    expect(isPaymentDate('2024-01-01')).toBe(false);
    expect(isPaymentDate('29-02-2023')).toBe(false);
    expect(isPaymentDate('29-02-2024')).toBe(true);
  });

  it('accepts a datetime and a time only in 24 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 70 }), (h, m) => {
        const ok = h < 24 && m < 60;
        const time = `${two(h)}:${two(m)}`;
        expect(checkPaymentField(field({ type: 'time' }), time)?.key ?? null).toBe(
          ok ? null : 'timeRequired',
        );
        expect(checkPaymentField(field({ type: 'datetime' }), `01-06-2025 ${time}`)?.key ?? null).toBe(
          ok ? null : 'datetimeRequired',
        );
      }),
    );
    expect(checkPaymentField(field({ type: 'datetime' }), '01-06-2025')?.key).toBe('datetimeRequired');
  });

  it('keeps a value whose length is within the bounds and refuses one outside, naming the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'ç', 'ş', 'ğ'), minLength: 1, maxLength: 45 }),
        (min, extra, value) => {
          const rule = field({ minLength: min, maxLength: min + extra });
          const inside = value.length >= min && value.length <= min + extra;
          const error = checkPaymentField(rule, value);
          if (inside) expect(error).toBeNull();
          else
            expect(error).toEqual({
              key: 'minLengthMaxLength',
              params: { title: 'Field', min, max: min + extra },
            });
        },
      ),
    );
  });

  it('asks for a required field and lets an optional empty one pass, whatever its type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_FIELD_TYPES), fc.constantFrom('', '  '), (type, blank) => {
        expect(checkPaymentField(field({ type, minLength: 3 }), blank)?.key).toBe('isRequiredArea');
        expect(checkPaymentField(field({ type, minLength: 3, required: 0 }), blank)).toBeNull();
      }),
    );
  });

  it('keeps what a number or amount input allows, and what it keeps passes the field', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const digits = filterPaymentInput('number', typed);
        expect(digits).toMatch(/^\d*$/);
        if (digits !== '') expect(checkPaymentField(field({ type: 'number' }), digits)).toBeNull();
        const amount = filterPaymentInput('amount', typed);
        expect(amount).toMatch(/^\d*\.?\d*$/);
        expect(filterPaymentInput('amount', amount)).toBe(amount);
        expect(filterPaymentInput('text', typed)).toBe(typed);
      }),
    );
    expect(checkPaymentField(field({ type: 'number' }), '12.345.678')).toBeNull();
    expect(checkPaymentField(field({ type: 'number' }), '12a')?.key).toBe('numberRequired');
    expect(checkPaymentField(field({ type: 'amount' }), '10.555')?.key).toBe('numberRequired');
    expect(checkPaymentField(field({ type: 'email' }), 'a@b')?.key).toBe('emailRequired');
    expect(checkPaymentField(field({ type: 'email' }), 'a@b.co')).toBeNull();
  });

  it('reports every failing field of a form by name', () => {
    const fields = [
      field({ name: 'iban', minLength: 5 }),
      field({ name: 'note', required: 0 }),
      field({ name: 'd', type: 'date' }),
    ];
    expect(checkPaymentForm(fields, { iban: 'TR12', d: '01-01-2025' })).toEqual({
      iban: { key: 'minLengthMaxLength', params: { title: 'Field', min: 5, max: 0 } },
    });
    expect(checkPaymentForm(fields, { iban: 'TR123', d: '01-01-2025' })).toEqual({});
  });

  it('accepts an amount exactly within the method bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -10, max: 3_000_000 }),
        (min, span, amount) => {
          const bounds = { minAmount: min, maxAmount: min + span };
          const error = checkPaymentAmount(amount, bounds)?.key ?? null;
          if (amount <= 0) expect(error).toBe('numberRequired');
          else if (amount < min) expect(error).toBe('minAmountError');
          else if (amount > min + span) expect(error).toBe('maxAmountError');
          else expect(error).toBeNull();
        },
      ),
    );
    expect(checkPaymentAmount(10 ** 9, { minAmount: 100, maxAmount: 0 })).toBeNull();
    expect(checkPaymentAmount(null, { minAmount: 100, maxAmount: 0 })?.key).toBe('numberRequired');
  });
});
