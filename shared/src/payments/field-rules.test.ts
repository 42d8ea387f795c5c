import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_FIELD_TYPES,
  checkPaymentAmount,
  checkPaymentField,
  checkPaymentForm,
  filterPaymentInput,
  isPaymentDate,
  paymentValueToSend,
  readPaymentAmount,
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
        for (const decimal of [',', '.']) {
          // what an amount box keeps is what was typed, or what it held when the key made no amount
          const amount = filterPaymentInput('amount', typed, decimal, '1');
          expect(amount).toMatch(/^[\d., \u00a0\u202f\u066b\u066c]*$/);
          expect(filterPaymentInput('amount', amount, decimal, '1')).toBe(amount);
        }
        expect(filterPaymentInput('text', typed)).toBe(typed);
      }),
    );
    expect(checkPaymentField(field({ type: 'number' }), '12.345.678')).toBeNull();
    expect(checkPaymentField(field({ type: 'number' }), '12a')?.key).toBe('numberRequired');
    expect(checkPaymentField(field({ type: 'amount' }), '10.555')?.key).toBe('numberRequired');
    expect(checkPaymentField(field({ type: 'email' }), 'a@b')?.key).toBe('emailRequired');
    expect(checkPaymentField(field({ type: 'email' }), 'a@b.co')).toBeNull();
  });

  /** [typed, minor units in Turkish (comma decimal), minor units in English (point decimal)] */
  const TYPED: Array<[string, number | null, number | null]> = [
    ['100', 10000, 10000],
    ['100,50', 10050, 10050],
    ['100,5', 10050, 10050],
    ['1000,50', 100050, 100050],
    ['1.000,50', 100050, 100050],
    ['1.000', 100000, null],
    ['10.050,00', 1005000, 1005000],
    ['25,5', 2550, 2550],
    ['100.50', 10050, 10050],
    ['1,000.50', 100050, 100050],
    ['1,000', null, 100000],
    ['0,01', 1, 1],
    ['1 000,50', 100050, 100050],
    ['12\u066b5', 1250, 1250],
    ['100,505', null, 10050500],
    ['1,2,3', null, null],
    ['abc', null, null],
    ['', null, null],
  ];

  it('reads a typed amount as the language writes it, as the stake box does', () => {
    for (const [typed, tr, en] of TYPED) {
      expect([typed, readPaymentAmount(typed, ',')]).toEqual([typed, tr]);
      expect([typed, readPaymentAmount(typed, '.')]).toEqual([typed, en]);
      // the amount box keeps every one of these keys as typed (the comma is not dropped)
      if (tr !== null) expect(filterPaymentInput('amount', typed, ',', 'x')).toBe(typed);
      if (tr !== null) expect(checkPaymentField(field({ type: 'amount' }), typed, ',')).toBeNull();
      if (tr !== null)
        expect(paymentValueToSend(field({ type: 'amount' }), ` ${typed} `, ',')).toBe(
          `${Math.floor(tr / 100)}.${String(tr % 100).padStart(2, '0')}`,
        );
    }
    // a key that leaves no amount to be made is refused: the box keeps what it had
    expect(filterPaymentInput('amount', '100,505', ',', '100,50')).toBe('100,50');
    expect(filterPaymentInput('amount', '100,5a', ',', '100,5')).toBe('100,5');
    // on the way to an amount
    expect(filterPaymentInput('amount', '1.000.0', ',', '1.000.')).toBe('1.000.0');
    // what is sent of an amount field the server reads the same in any language
    expect(paymentValueToSend(field({ type: 'amount' }), '1.000,50', ',')).toBe('1000.50');
    expect(checkPaymentField(field({ type: 'amount' }), '1000.50')).toBeNull();
    expect(paymentValueToSend(field({ type: 'text' }), ' 1.000,50 ', ',')).toBe('1.000,50');
  });

  it('reads any amount written with grouping in Turkish as it is in English', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_99 }), (minor) => {
        const whole = Math.floor(minor / 100);
        const cents = String(minor % 100).padStart(2, '0');
        const tr = `${whole.toLocaleString('de-DE')},${cents}`;
        const en = `${whole.toLocaleString('en-US')}.${cents}`;
        expect(readPaymentAmount(tr, ',')).toBe(minor);
        expect(readPaymentAmount(en, '.')).toBe(minor);
        expect(readPaymentAmount(`${whole},${cents}`, ',')).toBe(minor);
        expect(readPaymentAmount(`${whole}.${cents}`, '.')).toBe(minor);
      }),
    );
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
