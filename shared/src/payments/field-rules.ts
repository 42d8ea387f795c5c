import { formatAmount, type Minor } from '../money/money.ts';
import { mayBecomeAmount, readTypedAmount, typedAmountChars } from '../amounts/typed-amount.ts';

/**
 * The field rules of a payment method's form (accounts-and-platform section 5, "Payment forms"):
 * the deposit and withdraw pages check each field with them as the player types, and the server
 * checks the same values again before it stores a request.
 */

export const PAYMENT_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'amount',
  'email',
  'date',
  'datetime',
  'time',
] as const;
export type PaymentFieldType = (typeof PAYMENT_FIELD_TYPES)[number];

/** One input of a method's form, as the server describes it. */
export interface PaymentFieldRule {
  name: string;
  title: string;
  type: PaymentFieldType;
  /** 0 for no bound */
  minLength: number;
  maxLength: number;
  /** 0: the field may stay empty */
  required: 0 | 1;
}

/** A refused field: a message key of the spec and what its text needs. */
export interface PaymentFieldError {
  key:
    | 'isRequiredArea'
    | 'minLengthMaxLength'
    | 'dateRequired'
    | 'datetimeRequired'
    | 'timeRequired'
    | 'emailRequired'
    | 'numberRequired';
  params: { title: string; min?: number; max?: number };
}

const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for a real calendar day written dd-MM-yyyy. */
export function isPaymentDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a 24-hour time written HH:mm. */
export function isPaymentTime(text: string): boolean {
  return TIME.test(text);
}

/**
 * The amount a typed text stands for (minor units), read in the language whose decimal sign is
 * `decimal` ('100,50' and '1.000,50' in Turkish, '100.50' and '1,000.50' in English): the rule the
 * bet slip's stake box reads with (`readTypedAmount`); null when it is no amount.
 */
export function readPaymentAmount(text: string, decimal: string): Minor | null {
  return readTypedAmount(text.trim(), decimal);
}

/**
 * What an input keeps of what was typed: a number field digits only; an amount field what an
 * amount may be written with (digits, the point, the comma, grouping spaces), and `before` (what
 * it held) when the key leaves no amount to be made in the language ('100,505'); other fields
 * keep everything.
 */
export function filterPaymentInput(
  type: PaymentFieldType,
  typed: string,
  decimal = '.',
  before = '',
): string {
  if (type === 'number') return typed.replace(/\D/g, '');
  if (type === 'amount') {
    const kept = typedAmountChars(typed);
    return mayBecomeAmount(kept, decimal) ? kept : before;
  }
  return typed;
}

/**
 * A field's value as it is sent: an amount field's amount written the same in every language
 * ('1.000,50' in Turkish is sent as '1000.50'), so the server reads what the player meant; any
 * other field as typed, trimmed.
 */
export function paymentValueToSend(
  field: Pick<PaymentFieldRule, 'type'>,
  raw: string,
  decimal: string,
): string {
  const value = raw.trim();
  if (field.type !== 'amount') return value;
  const minor = readPaymentAmount(value, decimal);
  return minor === null ? value : formatAmount(minor);
}

/**
 * The first rule the value breaks, or null when the field is fine; an amount is read in the
 * language whose decimal sign is `decimal` (the server reads what the page sent, written with a point).
 */
export function checkPaymentField(
  field: PaymentFieldRule,
  raw: string,
  decimal = '.',
): PaymentFieldError | null {
  const value = raw.trim();
  const title = field.title;
  if (value === '') return field.required ? { key: 'isRequiredArea', params: { title } } : null;
  const length = [...value].length;
  if ((field.minLength > 0 && length < field.minLength) || (field.maxLength > 0 && length > field.maxLength))
    return { key: 'minLengthMaxLength', params: { title, min: field.minLength, max: field.maxLength } };
  switch (field.type) {
    case 'date':
      return isPaymentDate(value) ? null : { key: 'dateRequired', params: { title } };
    case 'datetime': {
      const [day, time, ...rest] = value.split(' ');
      return rest.length === 0 &&
        day !== undefined &&
        time !== undefined &&
        isPaymentDate(day) &&
        isPaymentTime(time)
        ? null
        : { key: 'datetimeRequired', params: { title } };
    }
    case 'time':
      return isPaymentTime(value) ? null : { key: 'timeRequired', params: { title } };
    case 'email':
      return EMAIL.test(value) ? null : { key: 'emailRequired', params: { title } };
    case 'number':
      // a dot may group the digits of an account number
      return /^\d+$/.test(value.replace(/\./g, '')) ? null : { key: 'numberRequired', params: { title } };
    case 'amount':
      return readPaymentAmount(value, decimal) !== null ? null : { key: 'numberRequired', params: { title } };
    default:
      return null;
  }
}

/** Every field's first error, by field name; an empty object when the form may be sent. */
export function checkPaymentForm(
  fields: readonly PaymentFieldRule[],
  values: Readonly<Record<string, string | undefined>>,
  decimal = '.',
): Record<string, PaymentFieldError> {
  const errors: Record<string, PaymentFieldError> = {};
  for (const field of fields) {
    const error = checkPaymentField(field, values[field.name] ?? '', decimal);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** A refused amount: below the method's minimum or above its maximum (minor units). */
export interface PaymentAmountError {
  key: 'minAmountError' | 'maxAmountError' | 'numberRequired';
  params: { min: Minor; max: Minor };
}

/** The method's bounds, both inclusive; a maximum of 0 means no maximum. */
export function checkPaymentAmount(
  amount: Minor | null,
  bounds: { minAmount: Minor; maxAmount: Minor },
): PaymentAmountError | null {
  const params = { min: bounds.minAmount, max: bounds.maxAmount };
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0)
    return { key: 'numberRequired', params };
  if (amount < bounds.minAmount) return { key: 'minAmountError', params };
  if (bounds.maxAmount > 0 && amount > bounds.maxAmount) return { key: 'maxAmountError', params };
  return null;
}
