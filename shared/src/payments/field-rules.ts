import { parseAmount, type Minor } from '../money/money.ts';

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
 * What an input keeps of what was typed: a number field digits only, an amount field digits and
 * one dot; other fields keep everything.
 */
export function filterPaymentInput(type: PaymentFieldType, typed: string): string {
  if (type === 'number') return typed.replace(/\D/g, '');
  if (type === 'amount') {
    const kept = typed.replace(/[^\d.]/g, '');
    const dot = kept.indexOf('.');
    return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  }
  return typed;
}

/** The first rule the value breaks, or null when the field is fine. */
export function checkPaymentField(field: PaymentFieldRule, raw: string): PaymentFieldError | null {
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
      return parseAmount(value) !== null ? null : { key: 'numberRequired', params: { title } };
    default:
      return null;
  }
}

/** Every field's first error, by field name; an empty object when the form may be sent. */
export function checkPaymentForm(
  fields: readonly PaymentFieldRule[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, PaymentFieldError> {
  const errors: Record<string, PaymentFieldError> = {};
  for (const field of fields) {
    const error = checkPaymentField(field, values[field.name] ?? '');
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
