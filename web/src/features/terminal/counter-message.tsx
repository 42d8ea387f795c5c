import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { terminalErrorKey } from '@bet/shared';
import { ApiError } from '../../api/client.ts';
import { KeptId, textWithElements } from '../../ui/KeptId.tsx';

/** What the counter's screens say under their forms: a refusal or a confirmation. */
export type CounterMessage = { kind: 'error' | 'info'; text: ReactNode };

/** Formats a date and time as the page shows them. */
type When = { format: (date: Date) => string };

/**
 * A translated sentence naming the terminal where something happened, with the terminal number kept
 * whole and left to right ('T-0001' is never broken at its hyphen, in Arabic too).
 */
export function atTerminal(
  t: TFunction,
  key: string,
  values: Readonly<Record<string, unknown>>,
  terminalNo: string,
): ReactNode[] {
  return textWithElements((ids) => t(key, { ...values, ...ids }), {
    terminal: <KeptId>{terminalNo}</KeptId>,
  });
}

/** Sentences one after the other, as one text with a space between them. */
export function sentences(parts: readonly (ReactNode[] | string)[]): ReactNode[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [' ', part])).flat();
}

/**
 * The ticket check's refusal of a call: the server's reason in the cashier's words (its own text
 * when the key has no translation), and where and when the ticket was already paid or voided.
 */
export function ticketRefusal(t: TFunction, when: When, err: unknown): CounterMessage {
  if (!(err instanceof ApiError)) return { kind: 'error', text: t('technicalError') };
  // no answer: the key says whether the connection failed or the call did
  if (err.status === 0) return { kind: 'error', text: t(err.code) };
  const key = terminalErrorKey(err.code);
  const translated = t(key);
  const parts: (ReactNode[] | string)[] = [
    translated === key && err.serverMessage ? err.serverMessage : translated,
  ];
  const d = err.details as { paidAt?: string; terminalNo?: string; voidedAt?: string; redeemedAt?: string };
  const at = d.paidAt ?? d.redeemedAt;
  const terminalNo = d.terminalNo ?? '';
  if (at) parts.push(atTerminal(t, 'terminal.paidAt', { date: when.format(new Date(at)) }, terminalNo));
  if (d.voidedAt)
    parts.push(atTerminal(t, 'terminal.voided', { date: when.format(new Date(d.voidedAt)) }, terminalNo));
  return { kind: 'error', text: sentences(parts) };
}

/**
 * The shop cash desk's refusal of a call: the server's reason with its details, and where and when
 * the withdrawal was already paid.
 */
export function shopCashRefusal(t: TFunction, when: When, err: unknown): CounterMessage {
  if (!(err instanceof ApiError)) return { kind: 'error', text: t('technicalError') };
  if (err.status === 0) return { kind: 'error', text: t(err.code) };
  const d = (err.details ?? {}) as Record<string, unknown>;
  const parts: (ReactNode[] | string)[] = [t(err.code, d)];
  if (typeof d['paidAt'] === 'string')
    parts.push(
      atTerminal(
        t,
        'shopCash.paidAt',
        { date: when.format(new Date(d['paidAt'])), shop: d['shop'] ?? '' },
        String(d['terminalNo'] ?? ''),
      ),
    );
  return { kind: 'error', text: sentences(parts) };
}
