import { z } from 'zod';
import { CouponCreateRequest, IdempotencyKeyParams, TicketParams } from '../api/coupons.ts';
import {
  CashReportSlip,
  CounterSlip,
  PayoutReceipt,
  PrinterStatus,
  QueueState,
  SubmissionEntry,
  SubmissionOutcome,
  TerminalInfo,
  type BridgeResult,
} from '../terminal/bridge.ts';

/** A call of the page to the terminal: its IPC channel, its arguments and the value it answers. */
export interface BridgeCallEntry {
  channel: `terminal:${string}`;
  args: z.ZodTuple;
  value: z.ZodType;
  summary: string;
}

/** An event of the terminal to the page: its channel and payload. */
export interface BridgeEventEntry {
  channel: `terminal:${string}`;
  payload: z.ZodType;
  summary: string;
}

const call = <E extends BridgeCallEntry>(entry: E): E => entry;
const event = <E extends BridgeEventEntry>(entry: E): E => entry;

const JobRef = z.object({ jobId: z.string() });

/**
 * The shop terminal's preload bridge (`window.terminal`) as data: the terminal checks every
 * argument with these schemas before a service sees it, the preload is built from the channels,
 * and the page's `TerminalBridge` type follows from the same entries.
 */
export const bridgeCalls = {
  info: call({
    channel: 'terminal:info',
    args: z.tuple([]),
    value: TerminalInfo,
    summary: 'Terminal number, version, paper',
  }),
  submitCoupon: call({
    channel: 'terminal:submit-coupon',
    args: z.tuple([CouponCreateRequest]),
    value: SubmissionOutcome,
    summary:
      'Places a coupon through the durable queue; answers once the server did, or the bet was given up or is being checked',
  }),
  printTicket: call({
    channel: 'terminal:print-ticket',
    args: z.tuple([TicketParams.shape.ticketId, z.object({ duplicate: z.boolean().optional() }).optional()]),
    value: JobRef,
    summary: 'Queues a ticket to print (a duplicate is marked as one)',
  }),
  printPayoutReceipt: call({
    channel: 'terminal:print-payout-receipt',
    args: z.tuple([PayoutReceipt]),
    value: JobRef,
    summary: 'Queues the receipt of a cash payout the server confirmed',
  }),
  printCounterSlip: call({
    channel: 'terminal:print-counter-slip',
    args: z.tuple([CounterSlip]),
    value: JobRef,
    summary: 'Queues a void receipt or a voucher the server confirmed',
  }),
  printCashReport: call({
    channel: 'terminal:print-cash-report',
    args: z.tuple([CashReportSlip]),
    value: JobRef,
    summary: 'Queues an end-of-shift or end-of-day report to print',
  }),
  printerStatus: call({
    channel: 'terminal:printer-status',
    args: z.tuple([]),
    value: PrinterStatus,
    summary: 'The printer now',
  }),
  queueState: call({
    channel: 'terminal:queue-state',
    args: z.tuple([]),
    value: QueueState,
    summary: 'What the queue holds',
  }),
  submissions: call({
    channel: 'terminal:submissions',
    args: z.tuple([]),
    value: z.array(SubmissionEntry),
    summary:
      'The submissions the cashier has to know about: being checked, or ended after a check or a give-up, not yet acknowledged',
  }),
  acknowledgeSubmission: call({
    channel: 'terminal:acknowledge-submission',
    args: z.tuple([IdempotencyKeyParams.shape.idempotencyKey]),
    value: SubmissionEntry,
    summary:
      'Clears a final submission from the list (recorded with the time); refused while it is still open',
  }),
};

export const bridgeEvents = {
  printerStatus: event({
    channel: 'terminal:printer-status-changed',
    payload: PrinterStatus,
    summary: 'The printer changed',
  }),
  queueState: event({
    channel: 'terminal:queue-state-changed',
    payload: QueueState,
    summary: 'The queue changed',
  }),
  scan: event({ channel: 'terminal:scan', payload: z.string(), summary: 'A ticket id read by the scanner' }),
  submissions: event({
    channel: 'terminal:submissions-changed',
    payload: z.array(SubmissionEntry),
    summary: "The cashier's list of submissions changed",
  }),
};

export type BridgeCalls = typeof bridgeCalls;
export type BridgeEvents = typeof bridgeEvents;

/** The arguments of a bridge call, as the page passes them. */
export type BridgeArgs<K extends keyof BridgeCalls> = z.input<BridgeCalls[K]['args']>;
/** The arguments of a bridge call once checked, as a service gets them. */
export type CheckedBridgeArgs<K extends keyof BridgeCalls> = z.output<BridgeCalls[K]['args']>;
export type BridgeValue<K extends keyof BridgeCalls> = z.output<BridgeCalls[K]['value']>;

/** What the terminal's preload puts on `window.terminal`: one method per call, `onX` per event. */
export type TerminalBridge = {
  [K in keyof BridgeCalls]: (...args: BridgeArgs<K>) => Promise<BridgeResult<BridgeValue<K>>>;
} & {
  [K in keyof BridgeEvents as `on${Capitalize<K>}`]: (
    listener: (payload: z.output<BridgeEvents[K]['payload']>) => void,
  ) => () => void;
};

/** IPC channel names, one per bridge call or event. */
export const TERMINAL_CHANNELS = {
  ...(Object.fromEntries(Object.entries(bridgeCalls).map(([k, e]) => [k, e.channel])) as {
    [K in keyof BridgeCalls]: BridgeCalls[K]['channel'];
  }),
  printerStatusChanged: bridgeEvents.printerStatus.channel,
  queueStateChanged: bridgeEvents.queueState.channel,
  scan: bridgeEvents.scan.channel,
  submissionsChanged: bridgeEvents.submissions.channel,
};
