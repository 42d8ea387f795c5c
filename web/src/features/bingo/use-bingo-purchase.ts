import { useCallback, useEffect, useRef, useState } from 'react';
import type { BingoBuyAnswer } from '@bet/shared';
import { ApiError } from '../../api/client.ts';
import { bingoClient } from './bingo-client.ts';

/** A purchase sent but not answered: kept in the tab's storage so a reload sends the same one again. */
interface Pending {
  userId: number;
  requestId: string;
  count: number;
}

const KEY = 'bingoPurchase';

function readPending(userId: number): Pending | null {
  try {
    const p = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Pending | null;
    return p && p.userId === userId && typeof p.requestId === 'string' && Number.isInteger(p.count)
      ? p
      : null;
  } catch {
    return null;
  }
}

function writePending(p: Pending | null): void {
  try {
    if (p) sessionStorage.setItem(KEY, JSON.stringify(p));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the purchase still goes once from this page
  }
}

/** 128 random bits in hex: the request id (crypto.randomUUID needs a secure context, this does not). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type PurchaseState =
  | { kind: 'idle' }
  | { kind: 'sending'; count: number }
  | { kind: 'bought'; count: number }
  /** the server said no: its message key and details */
  | { kind: 'refused'; code: string; details: Record<string, unknown>; serverMessage: string }
  /** no answer (network, server error): the same purchase may be sent again */
  | { kind: 'unanswered'; count: number };

/**
 * Buying cards safely: one request id per purchase, kept until the server answers it, so a double
 * tap, a retry after a lost answer or a reload of the page sends the same purchase (the server
 * answers it again and debits once). A purchase left unanswered by a reload is sent again when the
 * page comes back.
 */
export function useBingoPurchase(userId: number | undefined, onBought: (answer: BingoBuyAnswer) => void) {
  const [state, setState] = useState<PurchaseState>({ kind: 'idle' });
  const sending = useRef(false);
  const latest = useRef(onBought);
  useEffect(() => {
    latest.current = onBought;
  });

  const send = useCallback(async (p: Pending) => {
    if (sending.current) return;
    sending.current = true;
    writePending(p);
    setState({ kind: 'sending', count: p.count });
    try {
      const answer = await bingoClient.bingo.buy({ requestId: p.requestId, count: p.count });
      writePending(null);
      setState({ kind: 'bought', count: answer.cards.length });
      latest.current(answer);
    } catch (e) {
      if (e instanceof ApiError && e.failure === 'refused') {
        writePending(null);
        setState({ kind: 'refused', code: e.code, details: e.details, serverMessage: e.serverMessage });
      } else setState({ kind: 'unanswered', count: p.count });
    } finally {
      sending.current = false;
    }
  }, []);

  // a purchase a reload interrupted goes again, with its own id
  useEffect(() => {
    if (userId === undefined) return;
    const p = readPending(userId);
    if (p) void send(p);
  }, [userId, send]);

  const buy = useCallback(
    (count: number) => {
      if (userId === undefined) return;
      void send(readPending(userId) ?? { userId, requestId: newRequestId(), count });
    },
    [userId, send],
  );
  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, buy, reset };
}
