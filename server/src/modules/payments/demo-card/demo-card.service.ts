import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_LANGUAGE,
  PAYMENT_SIGNATURE_HEADER,
  isLanguageCode,
  paymentSignatureBase,
  type LanguageCode,
  type PaymentNotification,
} from '@bet/shared';
import type { DB } from '../../../db/schema.ts';
import type { Logger } from '../../../logger.ts';
import type { PaymentProvider, ProviderStart } from '../providers.ts';

/** The demo card provider's code: its notifications go to /payments/notify/demoCard. */
export const DEMO_CARD = 'demoCard';
/** Where the server hosts the provider's pages (outside the API, as another site would be). */
export const DEMO_CARD_BASE = '/demo-pay';
/** A card number that the demo provider declines. */
export const DECLINED_CARD = '4000000000000002';
/** A card number that the demo provider's page names as one that pays. */
export const PAYING_CARD = '4242424242424242';

/**
 * The language of a checkout's page: the site language its return address starts with (the
 * merchant sends the player back to `/{lang}/deposit?...`, the page they paid from), else Turkish.
 */
export function checkoutLanguage(returnUrl: string): LanguageCode {
  const code = /^\/([a-z]{2})(?:[/?#]|$)/.exec(returnUrl)?.[1];
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/** The demo provider as the payments module sees it: it opens a payment page per request. */
export function demoCardProvider(db: Kysely<DB>): PaymentProvider {
  return {
    code: DEMO_CARD,
    manual: false,
    async start(input: ProviderStart) {
      const token = randomBytes(24).toString('base64url');
      await db
        .insertInto('demo_card_payments')
        .values({
          token,
          merchant_reference: String(input.requestId),
          amount: input.amount,
          currency: input.currency,
          return_url: input.returnUrl,
          notify_path: input.notifyPath,
          mode: input.continuation === 2 ? 'frame' : 'redirect',
        })
        .execute();
      return { paymentUrl: `${DEMO_CARD_BASE}/checkout/${token}` };
    },
  };
}

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The signature a provider puts on a notification: HMAC-SHA256 of its fields, hex. */
export function signNotification(secret: string, n: PaymentNotification): string {
  return createHmac('sha256', secret).update(paymentSignatureBase(n)).digest('hex');
}

export function newTransactionId(): string {
  return `DC-${randomUUID()}`;
}

/**
 * Sends a notification to the merchant server to server, as a provider does, retrying a few times
 * when the merchant does not answer; a refusal (4xx) is final.
 */
export async function sendNotification(
  url: string,
  secret: string,
  n: PaymentNotification,
  logger: Logger,
  attempts = 3,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PAYMENT_SIGNATURE_HEADER]: signNotification(secret, n),
        },
        body: JSON.stringify(n),
      });
      if (res.ok) return true;
      if (res.status < 500) {
        logger.warn({ status: res.status, transactionId: n.transactionId }, 'demo card notification refused');
        return false;
      }
    } catch (err) {
      logger.warn({ err, attempt }, 'demo card notification not delivered');
    }
    await new Promise((r) => setTimeout(r, 200 * attempt));
  }
  return false;
}
