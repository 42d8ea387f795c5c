import {
  terminalErrorKey,
  type Coupon,
  type CouponCreateRequest,
  type CouponCreateResponse,
  type TerminalBridge,
} from '@bet/shared';
import { ApiError, client } from '../api/client.ts';

const CHECKING = 'terminal.checkingNotice';

/** The queue could not tell yet whether the server holds the coupon: no answer, not a refusal. */
export const isSubmissionChecking = (err: unknown): boolean =>
  err instanceof ApiError && err.code === CHECKING;

/**
 * Places a coupon through the terminal's durable queue and answers like `POST /coupons` would:
 * the created coupon once the server confirmed it, or an ApiError the slip already knows how to
 * show (the server's refusal; 'not confirmed' when the queue gave it up: no bet was taken; or
 * 'checking' when the server may hold it and has not said yet: the queue keeps asking, prints the
 * ticket if it was placed, and the cashier's list shows it until then).
 */
export async function placeThroughTerminal(
  bridge: TerminalBridge,
  request: CouponCreateRequest,
  readCoupon: (ticketId: string) => Promise<Coupon> = (ticketId) => client.coupons.get({ ticketId }),
): Promise<CouponCreateResponse> {
  const answer = await bridge.submitCoupon(request);
  if (!answer.ok) throw new ApiError(0, 'technicalError', answer.error);
  const outcome = answer.value;
  // Given up means never sent: as definite as a refusal, so the next Create may use a new key.
  if (outcome.state === 'givenUp') throw new ApiError(410, 'terminal.notConfirmed', '');
  // Checking is no answer yet: the slip keeps its key, and Create again only asks after the same job.
  if (outcome.state === 'checking') throw new ApiError(202, CHECKING, '');
  if (outcome.state === 'refused')
    throw new ApiError(
      outcome.status,
      terminalErrorKey(outcome.error),
      outcome.message,
      outcome.details,
      outcome.login,
    );
  // The queue keeps the server's answer; a job confirmed by an older terminal build kept the id only.
  const coupon = outcome.coupon ?? (await confirmedCoupon(outcome.ticketId, readCoupon));
  return {
    ticketId: outcome.ticketId,
    coupon,
    ...(outcome.credit !== undefined ? { credit: outcome.credit } : {}),
    ...(outcome.changeVoucher ? { changeVoucher: outcome.changeVoucher } : {}),
  };
}

/** The coupon the server holds; a confirmed bet is read again rather than reported as failed. */
async function confirmedCoupon(
  ticketId: string,
  readCoupon: (ticketId: string) => Promise<Coupon>,
  attempts = 3,
): Promise<Coupon> {
  for (let i = 1; ; i++) {
    try {
      return await readCoupon(ticketId);
    } catch (err) {
      if (i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 500 * i));
    }
  }
}
