import { VOID_REASONS } from '../coupons/cancel-rules.ts';
import { RESULT_REASONS } from '../settlement/result-desk.ts';

/**
 * The fixed reasons an audit row can carry, as codes the back office translates
 * (`panel.audit.why.<code>`): the results desk's, the coupon void's, and the two the server writes
 * by itself (a result from the feed, a stored result applied again after a stop).
 */
export const AUDIT_REASONS = [...RESULT_REASONS, ...VOID_REASONS, 'feed', 'recovered'] as const;
export type AuditReason = (typeof AUDIT_REASONS)[number];

const KNOWN = new Set<string>(AUDIT_REASONS);
/** What the server wrote as the reason of a recovered result before it had a code. */
const RECOVERED_TEXT = 'left unapplied by an earlier stop';

/**
 * An audit row's reason as a code and free text: a fixed reason becomes its code, whatever was
 * typed beside it (the results desk stores 'feedWrong: note') stays text, and a reason outside the
 * list (a dealer's note on a credit transfer) is all text.
 */
export function auditReason(reason: string, note = ''): { code: AuditReason | null; text: string } {
  if (reason === RECOVERED_TEXT) return { code: 'recovered', text: note };
  const colon = reason.indexOf(': ');
  const head = colon < 0 ? reason : reason.slice(0, colon);
  if (KNOWN.has(head)) {
    const typed = colon < 0 ? '' : reason.slice(colon + 2);
    return { code: head as AuditReason, text: [typed, note].filter(Boolean).join(' · ') };
  }
  return { code: null, text: [reason, note].filter(Boolean).join(' · ') };
}
