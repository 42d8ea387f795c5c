import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Minor } from '@bet/shared';
import { sellCoupon } from '../../state/coupon-actions.ts';
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
      const outcome = await sellCoupon(props.ticketId, props.price);
      if (outcome.kind === 'sold') props.onSold();
      // A moved price comes back with the new one: show it and ask again.
      else if (outcome.kind === 'moved') props.onPrice(outcome.price);
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
