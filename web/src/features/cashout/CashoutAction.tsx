import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_STATUS, NOTIFY, toMinor, type Minor } from '@bet/shared';
import { sellCoupon } from '../../state/coupon-actions.ts';
import { moneyText } from '../../state/money-text.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { useFlash } from '../../ui/use-odd-flash.ts';
import { useMoney } from '../../ui/use-money.ts';
import type { PriceMove } from './CashoutPage.tsx';
import { useSaleLookup } from './sale-lookup.ts';

/** The price with its 3-second arrow, the sell button and the confirmation with the amount. */
export function CashoutAction(props: {
  ticketId: string;
  price: Minor;
  move: PriceMove | undefined;
  onPrice: (major: number) => void;
  /** sold, for `paid` (the sale's answer, or the coupon looked up after a lost one) */
  onSold: (paid: Minor) => void;
  /**
   * no answer came: the sale may be made, the page looks the coupon up; without it the action
   * looks it up itself, says the sale was made (and `onSold`) or offers it again
   */
  onUnanswered?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const flash = useFlash(props.move?.dir, props.move?.at);
  /** the sale's key, kept while the price is the same: the same sale sent again is answered once */
  const key = useRef<{ price: Minor; key: string } | null>(null);
  const [lost, setLost] = useState<'checking' | 'notSold' | null>(null);
  useSaleLookup(lost === 'checking' ? [props.ticketId] : [], (now) => {
    if (now.status !== COUPON_STATUS.sold) return setLost('notSold');
    setLost(null);
    notifyKey(NOTIFY.success, 'cashout.sold', { amount: moneyText(toMinor(now.income)) });
    void useSession.getState().refresh();
    props.onSold(toMinor(now.income));
  });

  const sell = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (key.current?.price !== props.price)
        key.current = { price: props.price, key: `cashout-${crypto.randomUUID()}` };
      const outcome = await sellCoupon(props.ticketId, props.price, key.current.key);
      if (outcome.kind === 'sold') props.onSold(outcome.paid);
      else if (outcome.kind === 'unanswered') {
        if (props.onUnanswered) props.onUnanswered();
        else setLost('checking');
      }
      // A moved price comes back with the new one: show it and ask again.
      else if (outcome.kind === 'moved') props.onPrice(outcome.price);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (lost === 'checking')
    return (
      <p className="cashout-note" role="status" data-testid="cashout-unanswered">
        {t('cashout.unanswered')}
      </p>
    );
  return (
    <>
      {lost === 'notSold' && (
        <p className="cashout-note" role="status" data-testid="cashout-not-sold">
          {t('cashout.notSold')}
        </p>
      )}
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
