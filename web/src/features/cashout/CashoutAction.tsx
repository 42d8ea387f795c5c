import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajor, type Minor, toMinor } from '@bet/shared';
import { api, ApiError } from '../../api/client.ts';
import { SELL_NOTICE_MS } from '../../state/notify-store.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { useFlash } from '../../ui/use-odd-flash.ts';
import { useMoney } from '../../ui/use-money.ts';
import type { PriceMove } from './CashoutPage.tsx';

/** The price with its 3-second arrow, the sell button and the confirmation with the amount. */
export function CashoutAction(props: {
  ticketId: string;
  price: Minor;
  move: PriceMove | undefined;
  onPrice: (major: number) => void;
  onSold: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const flash = useFlash(props.move?.dir, props.move?.at);

  const sell = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await api.post<{ msg: string; paid: number }>(`/coupons/${props.ticketId}/sell`, {
        price: toMajor(props.price),
      });
      // "Sell notices clear after 3 seconds."
      notifyKey(1, 'cashout.sold', { amount: money(toMinor(res.paid)) }, undefined, SELL_NOTICE_MS);
      void useSession.getState().refresh();
      props.onSold();
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'technicalError', '');
      // A moved price comes back with the new one: show it and ask again.
      const newPrice =
        (e.details as { winPrice?: number; price?: number }).winPrice ??
        (e.details as { price?: number }).price;
      if (e.status === 409 && typeof newPrice === 'number') props.onPrice(newPrice);
      notifyKey(e.status === 0 ? 2 : 4, e.code, undefined, e.serverMessage, SELL_NOTICE_MS);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <div className="cashout-price">
        <span>{t('cashout.price')}</span>
        <span className={`price${flash > 0 ? ' up' : flash < 0 ? ' down' : ''}`} data-testid="cashout-price">
          {money(props.price)} {flash > 0 ? '▲' : flash < 0 ? '▼' : ''}
        </span>
        <button type="button" className="sell-button" onClick={() => setConfirming(true)} data-testid="sell">
          {t('cashout.sell')}
        </button>
      </div>
      {confirming && (
        <div className="confirm" role="alertdialog" data-testid="sell-confirm">
          <span>{t('areYouSureSold', { amount: money(props.price) })}</span>
          <div className="confirm-actions">
            <button
              type="button"
              className="sell-button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void sell()}
              data-testid="sell-confirm-yes"
            >
              {t('cashout.confirm')}
            </button>
            <button type="button" className="chip" onClick={() => setConfirming(false)}>
              {t('menu.close')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
