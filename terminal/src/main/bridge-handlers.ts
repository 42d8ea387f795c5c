import {
  bridgeCalls,
  bridgeEvents,
  type BridgeCalls,
  type BridgeResult,
  type BridgeValue,
  type CheckedBridgeArgs,
} from '@bet/shared';
import type { TerminalServices } from '../services/terminal-services.ts';

const invalid = { ok: false, error: 'invalidRequest' } as const satisfies BridgeResult<never>;

type Handler = (...args: unknown[]) => unknown;

/** Each call's implementation, given the arguments its contract entry checked. */
type Implementations = {
  [K in keyof BridgeCalls]: (
    ...args: CheckedBridgeArgs<K>
  ) => BridgeResult<BridgeValue<K>> | Promise<BridgeResult<BridgeValue<K>>>;
};

/**
 * What the terminal answers on each bridge channel. The page is not trusted with more than its
 * calls: every argument is checked with the call's contract entry before it reaches the services.
 * The Electron main process registers these with ipcMain; a browser test harness can expose the
 * same map.
 */
export function bridgeHandlers(services: TerminalServices): Record<string, Handler> {
  const implementations: Implementations = {
    info: () => services.info(),
    submitCoupon: (request) => services.submitCoupon(request),
    printTicket: (ticketId, options) => services.printTicket(ticketId, options?.duplicate === true),
    printPayoutReceipt: (receipt) => services.printPayoutReceipt(receipt),
    printCounterSlip: (slip) => services.printCounterSlip(slip),
    printCashReport: (slip) => services.printCashReport(slip),
    printerStatus: () => services.printerStatus(),
    queueState: () => services.queueState(),
    submissions: () => services.submissions(),
    acknowledgeSubmission: (key) => services.acknowledgeSubmission(key),
  };
  const handlers: Record<string, Handler> = {};
  for (const [name, entry] of Object.entries(bridgeCalls)) {
    const implementation = implementations[name as keyof BridgeCalls] as (...args: unknown[]) => unknown;
    handlers[entry.channel] = (...args) => {
      const parsed = entry.args.safeParse(args);
      return parsed.success ? implementation(...parsed.data) : invalid;
    };
  }
  return handlers;
}

/** The services' events and the channels that carry them to the page. */
export const BRIDGE_EVENTS = Object.fromEntries(
  Object.entries(bridgeEvents).map(([name, entry]) => [name, entry.channel]),
) as { [K in keyof typeof bridgeEvents]: (typeof bridgeEvents)[K]['channel'] };
