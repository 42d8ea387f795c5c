import {
  checkPaymentAmount,
  checkPaymentForm,
  paymentValueToSend,
  readPaymentAmount,
  RG_REFUSAL_KEYS,
  toMajor,
  toMinor,
  type PaymentFieldError,
  type PaymentMethod,
  type TransferRequestAnswer,
} from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';

/** A refusal to show: a payment text key and what it needs, per field or for the whole form. */
export interface PaymentProblem {
  key: string;
  params: Record<string, string | number>;
}

export type FormCheck =
  | { ok: true; amount: number }
  | { ok: false; fields: Record<string, PaymentFieldError>; amount?: PaymentProblem; bank?: PaymentProblem };

/**
 * The checks the server makes too, in the same shared rules: the form's fields, the amount within
 * the method's bounds, and a bank for a method with banks. Amounts are read in the page's language
 * (`decimal` its decimal sign: '100,50' in Turkish is 100,50). `money` writes a bound for the text.
 */
export function checkTransferForm(
  method: PaymentMethod,
  values: Record<string, string>,
  amountText: string,
  bank: string,
  money: (minor: number) => string,
  decimal: string,
): FormCheck {
  const fields = checkPaymentForm(method.fields, values, decimal);
  const amount = readPaymentAmount(amountText, decimal);
  const bounds = {
    minAmount: toMinor(method.minAmount),
    maxAmount: toMinor(method.maxAmount),
  };
  const amountError = checkPaymentAmount(amount, bounds);
  const amountProblem = amountError
    ? {
        key:
          amountError.key === 'numberRequired' ? 'pay.error.amountRequired' : `pay.error.${amountError.key}`,
        params: { min: money(bounds.minAmount), max: money(bounds.maxAmount) },
      }
    : undefined;
  const bankProblem = method.hasBanks && !bank ? { key: 'pay.error.bankRequired', params: {} } : undefined;
  if (Object.keys(fields).length === 0 && !amountProblem && !bankProblem && amount !== null)
    return { ok: true, amount };
  return { ok: false, fields, amount: amountProblem, bank: bankProblem };
}

/** What a refused request says, as a payment text (the server's bounds come in major units). */
export function problemOf(err: unknown, money: (minor: number) => string): PaymentProblem {
  if (!(err instanceof ApiError) || err.failure !== 'refused') return { key: 'pay.error.other', params: {} };
  const details = (err.details ?? {}) as Record<string, unknown>;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(details))
    if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  if (typeof details['min'] === 'number') params['min'] = money(Math.round(details['min'] * 100));
  if (typeof details['max'] === 'number') params['max'] = money(Math.round(details['max'] * 100));
  // a responsible gaming refusal names its own rule, with what the limit leaves
  if ((RG_REFUSAL_KEYS as readonly string[]).includes(err.code)) {
    if (typeof details['left'] === 'number') params['left'] = money(Math.round(details['left'] * 100));
    return { key: err.code, params };
  }
  return { key: `pay.error.${err.code}`, params };
}

/**
 * Sends a deposit or withdrawal request. The idempotency key is the caller's, kept until a
 * definite answer, so a retry after a lost answer gives the first answer instead of a second
 * request. The amount goes in minor units to this call, which writes it as the API's major units;
 * an amount field of the method is sent written with a point whatever the page's language
 * (`decimal`). A withdrawal's hold changes the balance at once: the header is told.
 */
export async function sendTransfer(input: {
  idempotencyKey: string;
  method: PaymentMethod;
  amount: number;
  values: Record<string, string>;
  bank: string;
  decimal: string;
}): Promise<TransferRequestAnswer> {
  const answer = await client.payments.request({
    idempotencyKey: input.idempotencyKey,
    payId: input.method.payId,
    payCatId: input.method.payCatId,
    transferType: input.method.transferType,
    amount: toMajor(input.amount),
    values: input.method.fields
      .map((f) => ({ name: f.name, value: paymentValueToSend(f, input.values[f.name] ?? '', input.decimal) }))
      .filter((v) => v.value !== ''),
    ...(input.bank ? { bank: input.bank } : {}),
  });
  if (input.method.transferType === 1) void useSession.getState().refresh();
  return answer;
}

/** The own request with this id, as the requests list has it (it is among the newest). */
export async function readRequest(id: number) {
  const list = await client.payments.list({ offset: 0, limit: 50 });
  return list.results.find((r) => r.id === id) ?? null;
}

/** The own request made with this idempotency key, or null when none was: after a lost answer. */
export async function findRequestByKey(idempotencyKey: string) {
  const list = await client.payments.list({ offset: 0, limit: 1, idempotencyKey });
  return list.results[0] ?? null;
}
