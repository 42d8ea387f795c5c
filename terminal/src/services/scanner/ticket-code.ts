import { TicketParams, normaliseSecureCode, secureCodeKind } from '@bet/shared';

/** AIM symbology identifier a scanner may put before the data: `]` plus two characters (e.g. `]C0` for Code 128). */
const SYMBOLOGY_PREFIX = /^\][A-Za-z][0-9A-Za-z]/;

export type ScanReading = { ok: true; ticketId: string } | { ok: false; reason: 'notATicketId' };

/**
 * Reads one scanned line as a ticket's payout code or a voucher's code (what printed tickets and
 * vouchers carry), or a bare ticket id (the shape the server's ticket routes accept), or says why not.
 */
export function readTicketId(line: string): ScanReading {
  const code = line.trim().replace(SYMBOLOGY_PREFIX, '');
  const secure = normaliseSecureCode(code);
  if (secureCodeKind(secure) !== null) return { ok: true, ticketId: secure };
  const parsed = TicketParams.shape.ticketId.safeParse(code);
  return parsed.success ? { ok: true, ticketId: parsed.data } : { ok: false, reason: 'notATicketId' };
}
