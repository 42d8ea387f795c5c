import { CouponCreateRequest, IdempotencyKeyParams, TERMINAL_CHANNELS, type BridgeResult } from '@bet/shared';
import { PayoutPayload, PrintPayload } from '../services/queue/job-payloads.ts';
import type { TerminalServices } from '../services/terminal-services.ts';

// a receipt is checked here by the very schema its queued job is read back with
const PayoutReceiptInput = PayoutPayload;
const TicketIdInput = PrintPayload.shape.ticketId;
const SubmissionKeyInput = IdempotencyKeyParams.shape.idempotencyKey;

const invalid = { ok: false, error: 'invalidRequest' } as const satisfies BridgeResult<never>;

type Handler = (...args: unknown[]) => unknown;

/**
 * What the terminal answers on each bridge channel. The page is not trusted with more than its
 * calls: every argument is checked before it reaches the services. The Electron main process
 * registers these with ipcMain; a browser test harness can expose the same map.
 */
export function bridgeHandlers(services: TerminalServices): Record<string, Handler> {
  return {
    [TERMINAL_CHANNELS.info]: () => services.info(),
    [TERMINAL_CHANNELS.submitCoupon]: (request) => {
      const parsed = CouponCreateRequest.safeParse(request);
      return parsed.success ? services.submitCoupon(parsed.data) : invalid;
    },
    [TERMINAL_CHANNELS.printTicket]: (ticketId, options) => {
      const parsed = TicketIdInput.safeParse(ticketId);
      const duplicate = (options as { duplicate?: unknown } | undefined)?.duplicate === true;
      return parsed.success ? services.printTicket(parsed.data, duplicate) : invalid;
    },
    [TERMINAL_CHANNELS.printPayoutReceipt]: (receipt) => {
      const parsed = PayoutReceiptInput.safeParse(receipt);
      return parsed.success ? services.printPayoutReceipt(parsed.data) : invalid;
    },
    [TERMINAL_CHANNELS.printerStatus]: () => services.printerStatus(),
    [TERMINAL_CHANNELS.queueState]: () => services.queueState(),
    [TERMINAL_CHANNELS.submissions]: () => services.submissions(),
    [TERMINAL_CHANNELS.acknowledgeSubmission]: (key) => {
      const parsed = SubmissionKeyInput.safeParse(key);
      return parsed.success ? services.acknowledgeSubmission(parsed.data) : invalid;
    },
  };
}

/** The services' events and the channels that carry them to the page. */
export const BRIDGE_EVENTS = {
  printerStatus: TERMINAL_CHANNELS.printerStatusChanged,
  queueState: TERMINAL_CHANNELS.queueStateChanged,
  scan: TERMINAL_CHANNELS.scan,
  submissions: TERMINAL_CHANNELS.submissionsChanged,
} as const;
