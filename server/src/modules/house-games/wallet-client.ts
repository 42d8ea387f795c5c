import { createHmac } from 'node:crypto';
import { CASINO_SIGNATURE_HEADER, CASINO_WALLET_PATH, WalletAnswer, type WalletAction } from '@bet/shared';

/** The built-in provider's code at the wallet. */
export const HOUSE = 'house';

/** A call that got no answer (network, 5xx): its outcome at the wallet is unknown. */
export class WalletUnreachable extends Error {
  override name = 'WalletUnreachable';
}

/**
 * The built-in provider's side of the seamless wallet: signed JSON over HTTP to the operator's
 * wallet, as any aggregator calls it. Nothing here reaches the operator's database.
 */
export interface WalletClient {
  call(action: WalletAction, body: Record<string, unknown>): Promise<WalletAnswer>;
  /** the same call again until it is answered (bets, wins and rollbacks are idempotent by their id) */
  settle(action: WalletAction, body: Record<string, unknown>, attempts?: number): Promise<WalletAnswer>;
}

export function walletClient(baseUrl: string, secret: string): WalletClient {
  const call = async (action: WalletAction, body: Record<string, unknown>): Promise<WalletAnswer> => {
    const raw = JSON.stringify({ ...body, timestamp: Date.now() });
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${CASINO_WALLET_PATH}/${HOUSE}/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CASINO_SIGNATURE_HEADER]: createHmac('sha256', secret).update(raw).digest('hex'),
        },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new WalletUnreachable(String(err));
    }
    if (res.status >= 500) throw new WalletUnreachable(`wallet answered ${res.status}`);
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`wallet refused the request: ${res.status} ${JSON.stringify(json)}`);
    const parsed = WalletAnswer.safeParse(json);
    if (!parsed.success) throw new WalletUnreachable('wallet answer not understood');
    return parsed.data;
  };
  return {
    call,
    async settle(action, body, attempts = 4) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await call(action, body);
        } catch (err) {
          if (!(err instanceof WalletUnreachable) || attempt >= attempts) throw err;
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      }
    },
  };
}
