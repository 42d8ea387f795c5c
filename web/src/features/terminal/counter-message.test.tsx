import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { KeptId } from '../../ui/KeptId.tsx';
import { shopCashRefusal, ticketRefusal } from './counter-message.tsx';

/** Arabic-like sentences that put the terminal number where the language puts it. */
const TEXTS: Record<string, string> = {
  'terminal.paidAt': 'دُفعت في {{date}} على الجهاز {{terminal}}.',
  'terminal.voided': 'أُلغيت في {{date}} على الجهاز {{terminal}}.',
  'shopCash.paidAt': 'دُفعت في {{date}} من {{shop}} على الجهاز {{terminal}}.',
  alreadyPaid: 'دُفعت هذه التذكرة من قبل.',
};
const t = ((key: string, values: Record<string, unknown> = {}) =>
  (TEXTS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  )) as TFunction;
const when = { format: (date: Date) => date.toISOString().slice(0, 10) };

/** The terminal numbers a message holds as kept ids, and its plain text. */
function read(text: ReactNode): { ids: unknown[]; plain: string } {
  const parts = Array.isArray(text) ? (text as ReactNode[]) : [text];
  const ids: unknown[] = [];
  let plain = '';
  for (const part of parts.flat(3)) {
    if (typeof part === 'string') plain += part;
    else if (isValidElement(part)) {
      const inner = (part as ReactElement<{ children: ReactNode }>).props.children;
      const kept = isValidElement(inner) ? inner : part;
      if (kept.type === KeptId) ids.push((kept as ReactElement<{ children: ReactNode }>).props.children);
    }
  }
  return { ids, plain };
}

describe("the counter's refusals", () => {
  it('keep the terminal number where a ticket was paid as one left-to-right piece', () => {
    const err = new ApiError(409, 'alreadyPaid', 'Already paid', {
      paidAt: '2026-11-30T10:00:00Z',
      terminalNo: 'T-0001',
    });
    const { ids, plain } = read(ticketRefusal(t, when, err).text);
    expect(ids).toEqual(['T-0001']);
    expect(plain).toBe('دُفعت هذه التذكرة من قبل. دُفعت في 2026-11-30 على الجهاز .');
  });

  it('name the terminal of a voided ticket the same way', () => {
    const err = new ApiError(409, 'couponVoided', 'Voided', {
      voidedAt: '2026-11-30T10:00:00Z',
      terminalNo: 'T-0002',
    });
    expect(read(ticketRefusal(t, when, err).text).ids).toEqual(['T-0002']);
  });

  it("say the server's own text when the key has no translation, and no terminal when none is named", () => {
    const err = new ApiError(409, 'somethingNew', 'Something new happened');
    expect(read(ticketRefusal(t, when, err).text)).toEqual({ ids: [], plain: 'Something new happened' });
  });

  it('keep the terminal number of a withdrawal paid at another shop whole', () => {
    const err = new ApiError(409, 'alreadyPaid', '', {
      paidAt: '2026-11-30T10:00:00Z',
      shop: 'shop2',
      terminalNo: 'T-0003',
    });
    const { ids, plain } = read(shopCashRefusal(t, when, err).text);
    expect(ids).toEqual(['T-0003']);
    expect(plain).toContain('من shop2 على الجهاز');
  });

  it('say that the connection failed, not the site, when no answer came', () => {
    const err = new ApiError(0, 'offline', '');
    expect(ticketRefusal(t, when, err)).toEqual({ kind: 'error', text: 'offline' });
    expect(shopCashRefusal(t, when, new Error('x'))).toEqual({ kind: 'error', text: 'technicalError' });
  });
});
