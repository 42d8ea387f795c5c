import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  SHOP_WITHDRAWAL_RESULT,
  TRANSFER_OUTCOMES,
  TRANSFER_RESULT,
  TRANSFER_STATUS,
} from '@bet/shared';
import { OUTCOME_STATUS_KEY, outcomeNoteKey } from './request-status.ts';

type Messages = Readonly<Record<string, string>>;
const PAYMENT_TEXTS = import.meta.glob<Messages>('./i18n/??.ts', { eager: true, import: 'default' });
const textsOf = (code: string) => PAYMENT_TEXTS[`./i18n/${code}.ts`]!;
/** Every feature's Kurdish texts: a payment label may live in another feature's file (the panel's menu). */
const KURDISH = import.meta.glob<Messages>('../**/i18n/iq.ts', { eager: true, import: 'default' });

const cancelled = (reqResult: string, takenBack: 0 | 1) => ({
  status: TRANSFER_STATUS.cancelled,
  reqResult,
  takenBack,
});

describe("a transfer request's status and the line under it", () => {
  it('says a shop withdrawal code expired, not a payment page', () => {
    expect(outcomeNoteKey(cancelled(SHOP_WITHDRAWAL_RESULT.expired, 0))).toBe('pay.result.codeExpired');
    expect(outcomeNoteKey(cancelled(TRANSFER_RESULT.expired, 0))).toBe('pay.result.expired');
    expect(outcomeNoteKey(cancelled(TRANSFER_RESULT.declined, 0))).toBe('pay.result.failed');
    expect(outcomeNoteKey(cancelled('Havale gelmedi', 0))).toBe('pay.result.reason');
    expect(outcomeNoteKey(cancelled('asked in person', 1))).toBe('pay.result.reason');
    expect(outcomeNoteKey(cancelled('', 1))).toBeNull();
    expect(outcomeNoteKey({ status: TRANSFER_STATUS.waiting, reqResult: '', takenBack: 0 })).toBeNull();
  });

  it('reads a shop withdrawal the dealer took back as cancelled, in every language apart from rejected', () => {
    expect(OUTCOME_STATUS_KEY.cancelled).toBe('pay.status.2');
    expect(textsOf('tr')[OUTCOME_STATUS_KEY.cancelled]).toBe('İptal edildi');
    expect(textsOf('tr')[OUTCOME_STATUS_KEY.rejected]).toBe('Reddedildi');
    for (const { code } of LANGUAGES) {
      const texts = textsOf(code);
      const labels = TRANSFER_OUTCOMES.map((kind) => texts[OUTCOME_STATUS_KEY[kind]]);
      // the status filter offers each outcome once: two with one label could not be told apart
      expect([code, new Set(labels).size]).toEqual([code, TRANSFER_OUTCOMES.length]);
      expect([code, texts['pay.result.codeExpired']]).not.toEqual([code, texts['pay.result.expired']]);
    }
  });

  it('writes the Kurdish payment texts in the Latin script of the rest of the Kurdish translation', () => {
    const arabic = Object.entries(KURDISH).flatMap(([file, texts]) =>
      Object.entries(texts)
        .filter(([key]) => key.startsWith('pay.') || key.includes('payment') || file.includes('payments'))
        .filter(([, text]) => /\p{Script=Arabic}/u.test(text))
        .map(([key]) => `${file} ${key}`),
    );
    expect(arabic).toEqual([]);
  });
});
