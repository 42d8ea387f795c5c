import { z } from 'zod';
import {
  BalanceAnswer,
  BalancePush,
  CashoutPush,
  CouponPush,
  DashboardPush,
  LiveMatchEvent,
  LiveOddsEvent,
  PayoutApprovalPush,
  SnapshotAnswer,
  SnapshotRequest,
  SocketAck,
  SubscriptionRequest,
} from '../api/realtime.ts';
import { JackpotData, JackpotWinner } from '../casino/jackpot.ts';
import { BingoBallPush, BingoRoomState, BingoWinnerPush } from '../api/bingo.ts';

/** A client's event: what it sends (nothing for a bare request) and what its acknowledgement answers. */
export interface SocketRequestEntry {
  payload?: z.ZodType;
  ack: z.ZodType;
  summary: string;
}

/** A socket.io namespace as data: who may connect, what the server pushes, what a client may ask. */
export interface NamespaceEntry {
  path: `/${string}`;
  /** 'user': the handshake needs a live session cookie */
  access: 'public' | 'user';
  summary: string;
  /** server → client: each event's payload */
  pushes: Record<string, z.ZodType>;
  /** client → server, each answered through its acknowledgement */
  requests: Record<string, SocketRequestEntry>;
}

const namespace = <N extends NamespaceEntry>(entry: N): N => entry;

/** Every socket.io namespace (API.md "Realtime"), server and clients typed from the same entries. */
export const sockets = {
  live: namespace({
    path: '/live',
    access: 'public',
    summary:
      'Live odds and match state of the followed matches or sports (a room each), every change numbered ' +
      'per match (`seq`); a client that sees a gap, or starts following a match, asks for its snapshot',
    pushes: { odds: z.array(LiveOddsEvent), match: z.array(LiveMatchEvent) },
    requests: {
      subscribe: { payload: SubscriptionRequest, ack: SocketAck, summary: 'Follow matches or a sport' },
      unsubscribe: { payload: SubscriptionRequest, ack: SocketAck, summary: 'Stop following them' },
      snapshot: {
        payload: SnapshotRequest,
        ack: SnapshotAnswer,
        summary: 'The current state of matches, as of the change number each carries',
      },
    },
  }),
  user: namespace({
    path: '/user',
    access: 'user',
    summary:
      "The player's own balance, coupon changes and cash-out prices (a dealer's: its subtree's figures moved; " +
      "a shop counter's: the manager's decision on a payout that waited for it), for as long as the session lives",
    pushes: {
      balance: BalancePush,
      coupon: CouponPush,
      cashout: CashoutPush,
      dashboard: DashboardPush,
      payoutApproval: PayoutApprovalPush,
    },
    requests: {
      balance: { ack: BalanceAnswer, summary: 'The balance now (asked after a reconnection)' },
    },
  }),
  jackpot: namespace({
    path: '/jackpot',
    access: 'public',
    summary:
      'The jackpot pools (data, on connecting and when they move, at most once a second) and their winners (winnercasino, winnerlivecasino)',
    pushes: { data: JackpotData, winnercasino: JackpotWinner, winnerlivecasino: JackpotWinner },
    requests: {},
  }),
  bingo: namespace({
    path: '/bingo',
    access: 'public',
    summary:
      'The bingo room: `state` on connecting and whenever a draw changes status (with the next draw time), ' +
      'each `ball` as it is drawn, and the `winner` cards of each prize; every player sees the same draw',
    pushes: { state: BingoRoomState, ball: BingoBallPush, winner: BingoWinnerPush },
    requests: {},
  }),
};
export type Sockets = typeof sockets;

type AckOf<R extends SocketRequestEntry> = (answer: z.output<R['ack']>) => void;

/** What the server emits on a namespace, as socket.io's typed `EmitEvents`. */
export type PushEvents<N extends NamespaceEntry> = {
  [E in keyof N['pushes']]: (payload: z.output<N['pushes'][E]>) => void;
};

/** What a client emits on a namespace, as socket.io's typed `ListenEvents` of the server. */
export type RequestEvents<N extends NamespaceEntry> = {
  [E in keyof N['requests']]: N['requests'][E] extends { payload: infer P extends z.ZodType }
    ? (payload: z.input<P>, ack?: AckOf<N['requests'][E]>) => void
    : (ack?: AckOf<N['requests'][E]>) => void;
};

/** A request's payload and answer, for a server handler. */
export type RequestPayload<R extends SocketRequestEntry> = R extends { payload: infer P extends z.ZodType }
  ? z.output<P>
  : undefined;
export type RequestAnswer<R extends SocketRequestEntry> = z.output<R['ack']>;
