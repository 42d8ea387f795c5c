import { z } from 'zod';
import { PAYMENT_FIELD_TYPES } from '../payments/field-rules.ts';
import { ApiAmount, ApiId, ApiIdParam, Paging } from './common.ts';

/**
 * Payments (accounts-and-platform section 3 "Payment category", section 7 banks, setTransferReq
 * and transfer requests): the deposit and withdraw forms come from the server, a request goes to
 * one provider, and the dealer or admin decides the ones a person must decide.
 */

/** '0' deposit, '1' withdraw, as the spec's setTransferReq sends it. */
export const TRANSFER_TYPE = { deposit: 0, withdraw: 1 } as const;
export const TransferType = z.union([z.literal(0), z.literal(1)]);
export type TransferType = z.infer<typeof TransferType>;

/** Status of a transfer request: 0 waiting, 1 confirmed, 2 cancelled. */
export const TRANSFER_STATUS = { waiting: 0, confirmed: 1, cancelled: 2 } as const;
/** Why a request a provider handled was cancelled without a person (its reqResult). */
export const TRANSFER_RESULT = {
  /** the provider said the payment failed */
  declined: 'paymentDeclined',
  /** no payment came within the card_request_expiry_minutes setting */
  expired: 'paymentExpired',
  /** the provider's payment page could not be opened */
  unavailable: 'paymentUnavailable',
} as const;
export const TransferStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TransferStatus = z.infer<typeof TransferStatus>;

/**
 * How a request ended, as its lists show and filter it (transferOutcome reads it from the status and
 * the result): waiting, confirmed, rejected by a person, cancelled (a shop withdrawal the dealer
 * took back before a shop paid it), failed at its provider (declined, or its payment page could not
 * be opened) or expired.
 */
export const TRANSFER_OUTCOMES = [
  'waiting',
  'confirmed',
  'rejected',
  'cancelled',
  'failed',
  'expired',
] as const;
export const TransferOutcomeKind = z.enum(TRANSFER_OUTCOMES);
export type TransferOutcomeKind = z.infer<typeof TransferOutcomeKind>;

/**
 * How a method goes on once its request is stored: 0 a message (the request waits for a person),
 * 1 a full-page redirect to the payment page, 2 the payment page in a 640 by 480 popup frame.
 */
export const PAYMENT_CONTINUATION = { message: 0, redirect: 1, iframe: 2 } as const;
export const PaymentContinuation = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PaymentContinuation = z.infer<typeof PaymentContinuation>;
/** Size of the payment page's popup frame. */
export const PAYMENT_FRAME = { width: 640, height: 480 } as const;

export const PaymentField = z
  .object({
    name: z.string(),
    title: z.string(),
    type: z.enum(PAYMENT_FIELD_TYPES),
    placeHolder: z.string(),
    minLength: z.number().int(),
    maxLength: z.number().int(),
    required: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'PaymentField' });
export type PaymentField = z.infer<typeof PaymentField>;

export const PaymentMethod = z
  .object({
    payId: z.number().int(),
    payCatId: z.number().int(),
    payType: z.string(),
    payTag: z.string(),
    bankLogo: z.string(),
    transferType: TransferType,
    infofields: z.array(z.object({ label: z.string(), text: z.string() })),
    /** major units; maxAmount 0 is no maximum */
    minAmount: z.number(),
    maxAmount: z.number(),
    fields: z.array(PaymentField),
    /** the player picks a bank first (GET its banks) */
    hasBanks: z.boolean(),
    iframe: PaymentContinuation,
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentCategory = z
  .object({
    info: z.object({
      payCatId: z.number().int(),
      catName: z.string(),
      info: z.string(),
      typeLogo: z.string(),
    }),
    /** 1: the category opens with its first method shown */
    openLink: z.union([z.literal(0), z.literal(1)]),
    paytypes: z.array(PaymentMethod),
  })
  .meta({ id: 'PaymentCategory' });
export type PaymentCategory = z.infer<typeof PaymentCategory>;

export const PaymentCategoriesQuery = z.object({ transferType: z.coerce.number().pipe(TransferType) });
export const PaymentCategoriesResponse = z
  .object({ results: z.array(PaymentCategory) })
  .meta({ id: 'PaymentCategoriesResponse' });

export const PaymentMethodParams = z.object({ payId: ApiIdParam });
export const PaymentBank = z
  .object({ name: z.string(), swiftcode: z.string(), available: z.boolean() })
  .meta({ id: 'PaymentBank' });
export type PaymentBank = z.infer<typeof PaymentBank>;
export const PaymentBanksResponse = z
  .object({ banks: z.array(PaymentBank) })
  .meta({ id: 'PaymentBanksResponse' });

export const TransferRequestCreate = z
  .object({
    /** kept with the form until a definite answer: sending it again gives the first answer */
    idempotencyKey: z.string().min(8).max(100),
    payId: ApiId,
    payCatId: ApiId,
    transferType: TransferType,
    amount: ApiAmount.refine((n) => n > 0, { message: 'positive' }),
    values: z
      .array(z.object({ name: z.string().max(50), value: z.string().max(500) }))
      .max(30)
      .default([]),
    /** the chosen bank's swift code, for a method with banks */
    bank: z.string().max(100).optional(),
  })
  .meta({ id: 'TransferRequestCreate' });
export type TransferRequestCreate = z.infer<typeof TransferRequestCreate>;

export const TransferRequestRow = z
  .object({
    id: z.number().int(),
    logo: z.string(),
    catName: z.string(),
    payTag: z.string(),
    payType: z.string(),
    transferType: TransferType,
    amount: z.number(),
    currency: z.string(),
    status: TransferStatus,
    /** why it was cancelled or what the provider said; '' when nothing */
    reqResult: z.string(),
    bank: z.string(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    /** 1: a withdrawal collected in cash at a shop (its provider is shopCash), which the dealer may cancel while no shop paid it */
    atShop: z.union([z.literal(0), z.literal(1)]),
    /** 1: a shop withdrawal its dealer took back before a shop paid it (cancelled); one rejected as a decision is 0 */
    takenBack: z.union([z.literal(0), z.literal(1)]),
    /** a withdrawal collected in cash at a shop: its one-time code, shown to its player while it waits */
    shopCode: z.string().nullable().optional(),
    /** such a withdrawal once paid: the shop, its terminal and when */
    paidAtShop: z.object({ shop: z.string(), terminalNo: z.string(), at: z.string() }).nullable().optional(),
    /**
     * its player's waiting request with a payment page: the page the request's answer gave (opened
     * as the method's `iframe` says), so a page whose answer was lost can still go on to it
     */
    paymentUrl: z.string().nullable().optional(),
  })
  .meta({ id: 'TransferRequestRow' });
export type TransferRequestRow = z.infer<typeof TransferRequestRow>;

export const TransferRequestAnswer = z
  .object({
    status: z.literal(1),
    iframe: PaymentContinuation,
    /** the payment page to open (redirect or popup); null for a request that waits for a person */
    paymenturl: z.string().nullable(),
    request: TransferRequestRow,
  })
  .meta({ id: 'TransferRequestAnswer' });
export type TransferRequestAnswer = z.infer<typeof TransferRequestAnswer>;

const StatusFilter = z.union([z.literal(''), z.coerce.number().pipe(TransferStatus)]).optional();

export const TransferRequestsQuery = Paging.extend({
  from: z.string().max(30).optional(),
  to: z.string().max(30).optional(),
  /** the spec's status: 2 is every request that did not go through, whatever the reason */
  status: StatusFilter,
  /** how it ended: the lists' own filter, one outcome each (a rejected request is not an expired one) */
  outcome: z.union([z.literal(''), TransferOutcomeKind]).optional(),
  /** the player's own request made with this idempotency key: what a page whose answer was lost looks up */
  idempotencyKey: z.string().max(100).optional(),
});
export type TransferRequestsQuery = z.infer<typeof TransferRequestsQuery>;
export const TransferRequestsResponse = z
  .object({ results: z.array(TransferRequestRow), totalCount: z.number().int() })
  .meta({ id: 'TransferRequestsResponse' });

export const TransferRequestParams = z.object({ id: ApiIdParam });

export const AdminTransferRequestsQuery = TransferRequestsQuery.omit({ idempotencyKey: true }).extend({
  transferType: z.union([z.literal(''), z.coerce.number().pipe(TransferType)]).optional(),
  userName: z.string().max(40).optional(),
});
export type AdminTransferRequestsQuery = z.infer<typeof AdminTransferRequestsQuery>;

export const AdminTransferRequestRow = TransferRequestRow.extend({
  userId: z.number().int(),
  userName: z.string(),
  /** what the player filled in (account holder, IBAN, ...) */
  values: z.array(z.object({ title: z.string(), value: z.string() })),
  /** 1 when a person decides it here; a card deposit is decided by its provider's notification */
  manual: z.union([z.literal(0), z.literal(1)]),
}).meta({ id: 'AdminTransferRequestRow' });
export type AdminTransferRequestRow = z.infer<typeof AdminTransferRequestRow>;
export const AdminTransferRequestsResponse = z
  .object({ results: z.array(AdminTransferRequestRow), totalCount: z.number().int() })
  .meta({ id: 'AdminTransferRequestsResponse' });

export const TransferDecision = z
  .object({ reason: z.string().max(200).default('') })
  .meta({ id: 'TransferDecision' });

/** `POST /admin/shop-withdrawals/:id/cancel`: why the dealer takes a waiting shop withdrawal back. */
export const ShopWithdrawalCancel = z
  .object({ reason: z.string().trim().min(3).max(200) })
  .meta({ id: 'ShopWithdrawalCancel' });

/**
 * A provider's server-to-server notification of a payment's outcome. It is signed (see
 * `paymentSignatureBase`) with the header `X-Payment-Signature` and its `timestamp`.
 */
export const PaymentNotification = z
  .object({
    /** the provider's own transaction id: one payment, however often it is sent */
    transactionId: z.string().min(1).max(100),
    /** our transfer request id, as the provider was given it */
    merchantReference: z.string().min(1).max(100),
    /** minor units, as providers send them */
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().min(3).max(3),
    status: z.enum(['paid', 'failed']),
    /** epoch milliseconds when the provider sent it */
    timestamp: z.number().int().min(0),
  })
  .meta({ id: 'PaymentNotification' });
export type PaymentNotification = z.infer<typeof PaymentNotification>;
export const PaymentNotifyParams = z.object({ provider: z.string().min(1).max(40) });
export const PaymentNotifyAnswer = z
  .object({ received: z.literal(true), outcome: z.enum(['credited', 'failed', 'duplicate']) })
  .meta({ id: 'PaymentNotifyAnswer' });

/** The header that carries a notification's HMAC-SHA256 signature (hex). */
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

/** The text a notification's signature is taken over: every field, in a fixed order. */
export function paymentSignatureBase(n: PaymentNotification): string {
  return [n.timestamp, n.transactionId, n.merchantReference, n.amount, n.currency, n.status].join('.');
}
