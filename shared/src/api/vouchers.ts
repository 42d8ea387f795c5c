import { z } from 'zod';
import { SECURE_CODE_LENGTH, isDammValid } from '../ticket/secure-code.ts';

/**
 * A payout or voucher code as typed or scanned: its digits (clients take spaces and dashes out).
 * A mistyped one (its check digit does not fit) is a malformed request, not a wrong guess: it
 * costs none of the shop's attempts.
 */
export const SecureCode = z
  .string()
  .regex(new RegExp(`^\\d{${SECURE_CODE_LENGTH}}$`), 'a code')
  .refine(isDammValid, { message: 'a mistyped code (check digit)' });

/** A voucher as the counter sees it (major units). */
export const Voucher = z
  .object({
    code: z.string(),
    amount: z.number(),
    currency: z.string(),
    source: z.enum(['winnings', 'change']),
    /** the ticket whose winnings it holds */
    reference: z.string().nullable(),
    issuedAt: z.string(),
    terminalNo: z.string(),
    expiresAt: z.string(),
    expired: z.boolean(),
    redeemed: z
      .object({
        as: z.enum(['cash', 'bet']),
        at: z.string(),
        terminalNo: z.string(),
        reference: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Voucher' });
export type Voucher = z.infer<typeof Voucher>;
