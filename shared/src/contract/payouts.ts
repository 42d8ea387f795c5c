import { z } from 'zod';
import { route } from './route.ts';
import { ApiAmount } from '../api/common.ts';
import { CouponLine, CouponStatus, TicketParams, TicketType } from '../api/coupons.ts';
import { COUNTER_VOID_REASONS } from '../ticket/counter-rules.ts';
import { SecureCode, Voucher } from '../api/vouchers.ts';

export { SecureCode, Voucher };

export const TicketCheck = z
  .object({
    ticketId: z.string(),
    /** 0 waiting, 1 won, -1 lost, -2 cancelled, 2 sold */
    status: CouponStatus,
    /** what the ticket pays in cash now (major units); 0 when nothing is due */
    payable: z.number(),
    paid: z.boolean(),
    paidAt: z.string().nullable(),
    terminalNo: z.string().nullable(),
    /** when the ticket can no longer be paid out (settled tickets); null while it waits */
    expiresAt: z.string().nullable(),
    expired: z.boolean(),
    /** a void at a shop counter: when, where and why */
    voided: z
      .object({ at: z.string(), terminalNo: z.string(), reason: z.enum(COUNTER_VOID_REASONS) })
      .nullable(),
    /** a payout above the site's limit: the manager's decision, or that it waits for one */
    approval: z.enum(['pending', 'approved', 'rejected']).nullable(),
    /** why the manager refused the payout, for the cashier to tell the customer */
    approvalReason: z.string().nullable().optional(),
    /** what the ticket holds, so the cashier can read it to the customer */
    ticketType: TicketType,
    /** the system's sizes as stored ('2,3'); empty for other tickets */
    systemCombi: z.string(),
    totalStake: z.number(),
    lines: z.array(CouponLine),
  })
  .meta({ id: 'TicketCheck' });
export type TicketCheck = z.infer<typeof TicketCheck>;

const TerminalNo = z.string().trim().min(1).max(20);

/**
 * `POST /terminal/tickets/:ticketId/payout` and `.../voucher`. `idempotencyKey` (optional, the
 * counter's own): the same payout sent again with it is answered as the first time (the same
 * voucher) and pays nothing more; the key sent with another ticket or terminal, or for cash after a
 * voucher (or the other way), is 409 `idempotencyKeyReused`.
 */
export const PayoutRequest = z.object({
  terminalNo: TerminalNo,
  payoutCode: SecureCode,
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export const CodeParams = z.object({ code: SecureCode });

/** `POST /terminal/tickets/:ticketId/void`: the ticket's code (the customer hands it back) and why. */
export const CounterVoidRequest = z.object({
  terminalNo: TerminalNo,
  payoutCode: SecureCode,
  reason: z.enum(COUNTER_VOID_REASONS),
});

/** What a void receipt prints (major units). */
export const CounterVoidReceipt = z
  .object({
    ticketId: z.string(),
    refunded: z.number(),
    voidedAt: z.string(),
    terminalNo: z.string(),
    reason: z.enum(COUNTER_VOID_REASONS),
    currency: z.string(),
  })
  .meta({ id: 'CounterVoidReceipt' });
export type CounterVoidReceipt = z.infer<typeof CounterVoidReceipt>;

/** `POST /terminal/vouchers`: change given as a voucher (cash taken in at the counter). */
export const ChangeVoucherRequest = z.object({
  terminalNo: TerminalNo,
  amount: ApiAmount.refine((n) => n > 0, { message: 'must be above 0' }),
  idempotencyKey: z.string().min(8).max(100),
});
export const RedeemVoucherRequest = z.object({ terminalNo: TerminalNo });

export const PayoutApproval = z
  .object({
    id: z.number().int(),
    ticketId: z.string(),
    userId: z.number().int(),
    userName: z.string(),
    amount: z.number(),
    terminalNo: z.string(),
    requestedAt: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    decidedAt: z.string().nullable(),
    /** why it was refused */
    reason: z.string().nullable(),
  })
  .meta({ id: 'PayoutApproval' });
export type PayoutApproval = z.infer<typeof PayoutApproval>;
export const PayoutApprovalList = z.object({
  results: z.array(PayoutApproval),
  totalCount: z.number().int(),
});
export const PayoutApprovalQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export const PayoutApprovalParams = z.object({ id: z.coerce.number().int().positive() });
/** An approval, or a refusal with its reason (the terminal shows it to the cashier). */
export const PayoutApprovalDecision = z
  .object({ approve: z.boolean(), reason: z.string().trim().min(3).max(200).optional() })
  .refine((d) => d.approve || d.reason !== undefined, {
    message: 'a refusal needs its reason',
    path: ['reason'],
  });

export const payouts = {
  ticket: route({
    method: 'get',
    path: '/terminal/tickets/:ticketId',
    tag: 'terminal',
    summary:
      'Check a ticket (typed id): its status, what it pays in cash, and whether it was paid, voided or expired',
    access: 'user',
    params: TicketParams,
    response: TicketCheck,
  }),
  byCode: route({
    method: 'get',
    path: '/terminal/payout-codes/:code',
    tag: 'terminal',
    summary: "Check a ticket by its payout code (the ticket's barcode); wrong codes are rate limited",
    access: 'user',
    params: CodeParams,
    response: TicketCheck,
  }),
  payout: route({
    method: 'post',
    path: '/terminal/tickets/:ticketId/payout',
    tag: 'terminal',
    summary:
      "Pay a won or sold ticket out in cash, once, with its payout code; above the site's limit only after the manager's approval",
    access: 'user',
    params: TicketParams,
    body: PayoutRequest,
    response: TicketCheck,
  }),
  void: route({
    method: 'post',
    path: '/terminal/tickets/:ticketId/void',
    tag: 'terminal',
    summary:
      'Void a ticket at the counter before its first match starts, with its code and a reason; the stake goes back',
    access: 'user',
    params: TicketParams,
    body: CounterVoidRequest,
    response: CounterVoidReceipt,
  }),
  winningsVoucher: route({
    method: 'post',
    path: '/terminal/tickets/:ticketId/voucher',
    tag: 'terminal',
    summary:
      "Pay a ticket's winnings as a voucher instead of cash (with its payout code); sent again with its key, the same voucher",
    access: 'user',
    params: TicketParams,
    body: PayoutRequest,
    response: Voucher,
    status: 201,
  }),
  changeVoucher: route({
    method: 'post',
    path: '/terminal/vouchers',
    tag: 'terminal',
    summary: 'Give change as a voucher (idempotent by key)',
    access: 'user',
    body: ChangeVoucherRequest,
    response: Voucher,
    status: 201,
  }),
  voucher: route({
    method: 'get',
    path: '/terminal/vouchers/:code',
    tag: 'terminal',
    summary: 'Read a scanned voucher: its value, and whether it was redeemed or expired',
    access: 'user',
    params: CodeParams,
    response: Voucher,
  }),
  redeemVoucher: route({
    method: 'post',
    path: '/terminal/vouchers/:code/redeem',
    tag: 'terminal',
    summary: 'Pay a voucher out in cash, once',
    access: 'user',
    params: CodeParams,
    body: RedeemVoucherRequest,
    response: Voucher,
  }),
};

/** The manager's side: payouts above the site's limit wait for its approval. */
export const payoutApprovals = {
  list: route({
    method: 'get',
    path: '/admin/payout-approvals',
    tag: 'admin',
    summary: "Payouts of the caller's shops that wait for (or had) the manager's approval",
    access: 'manager',
    query: PayoutApprovalQuery,
    response: PayoutApprovalList,
  }),
  decide: route({
    method: 'post',
    path: '/admin/payout-approvals/:id',
    tag: 'admin',
    summary: 'Approve or refuse a waiting payout of a shop of the subtree',
    access: 'manager',
    params: PayoutApprovalParams,
    body: PayoutApprovalDecision,
    response: PayoutApproval,
  }),
};
