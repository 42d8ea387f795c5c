import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUPON_STATUS,
  displayOdd,
  lineStatusName,
  toMinor,
  type AdminCoupon,
  type Minor,
} from '@bet/shared';
import { askAgainUntilStopped } from '../../../api/ask-again.ts';
import { ApiError, client } from '../../../api/client.ts';
import { DATE_TIME, timeZone, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { panelClient } from '../panel-client.ts';
import { PanelMessage, PanelTableWrap } from '../PanelParts.tsx';

type Action = 'cancel' | 'sell';

/** How often a sale whose answer was lost is looked up while the connection seems back. */
const LOST_SALE_LOOKUP_MS = 5_000;

/**
 * A sale for the player whose answer was lost (the connection dropped, the server may have sold
 * it): being looked up, found sold for `paid`, or found not sold (offered again).
 */
type LostSale =
  | { ticketId: string; state: 'checking' }
  | { ticketId: string; state: 'sold'; paid: Minor }
  | { ticketId: string; state: 'notSold' };

/**
 * One coupon of the subtree with every line, and what the dealer may do with it: cancel (its
 * right and the cancel rule), sell for the player at the price shown, print the ticket. The
 * server checks all of it again and its refusal is shown as it says it. A sale carries a key of
 * its own (kept while the coupon and price are the same), so sent again after a lost answer it is
 * answered as the first time; a lost answer is no error: the detail says the sale may be made,
 * offers nothing until the coupon is looked up, then says it was sold or offers it again.
 */
export function CouponDetail({
  ticketId,
  onClose,
  onChanged,
  statusText,
}: {
  ticketId: string;
  onClose: () => void;
  onChanged: () => void;
  statusText: (c: Pick<AdminCoupon, 'status'>) => string;
}) {
  const { t, i18n } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const money = useMoney();
  const { data: c, reload } = useApi(panelClient.dealerCoupons.get, { ticketId });
  const [confirm, setConfirm] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  /** the sale's key: the same coupon at the same price sent again is the same sale */
  const saleKey = useRef<{ ticketId: string; price: number; key: string } | null>(null);
  const [lostSale, setLostSale] = useState<LostSale | null>(null);
  const lost = lostSale?.ticketId === ticketId ? lostSale : null;
  const changed = useRef(onChanged);
  changed.current = onChanged;

  // A sale whose answer was lost is looked up once the connection is back (at once when it is):
  // sold, the detail says for how much; not sold, the sale is offered again.
  const checking = lost?.state === 'checking';
  useEffect(() => {
    if (!checking) return;
    return askAgainUntilStopped(async (stopped) => {
      const now = await panelClient.dealerCoupons.get({ ticketId });
      if (stopped()) return;
      if (now.status === COUPON_STATUS.sold) {
        setLostSale({ ticketId, state: 'sold', paid: toMinor(now.income) });
        changed.current();
      } else setLostSale({ ticketId, state: 'notSold' });
      reload();
    }, LOST_SALE_LOOKUP_MS);
  }, [checking, ticketId, reload]);

  /** Sells at the price shown, under the key of this coupon at this price. */
  async function sell(price: number) {
    if (saleKey.current?.ticketId !== ticketId || saleKey.current.price !== price)
      saleKey.current = { ticketId, price, key: `panel-sell-${crypto.randomUUID()}` };
    return panelClient.dealerCoupons.sell({ ticketId }, { price, idempotencyKey: saleKey.current.key });
  }

  async function run(action: Action) {
    if (!c) return;
    setBusy(true);
    setMessage(null);
    setLostSale(null);
    try {
      const res =
        action === 'cancel' ? await client.coupons.cancel({ ticketId }) : await sell(c.sellType.winPrice);
      if (action === 'sell') saleKey.current = null;
      setMessage({ ok: true, text: res.msg });
      onChanged();
    } catch (e) {
      // no answer: the server may have sold it; 'try again' here could only be a second sale
      if (action === 'sell' && e instanceof ApiError && e.status === 0) {
        setLostSale({ ticketId, state: 'checking' });
        return;
      }
      // the server's refusal in the caller's language (an error's own message is its key)
      setMessage({
        ok: false,
        text:
          e instanceof ApiError && e.serverMessage
            ? e.serverMessage
            : t(e instanceof ApiError && e.status === 0 ? 'noConnection' : 'technicalError'),
      });
    } finally {
      setBusy(false);
      setConfirm(null);
      reload();
    }
  }

  const printUrl = panelClient.dealerCoupons.print(
    { ticketId },
    { lang: i18n.language, timezone: timeZone() },
  );
  // while a sale may be made, neither it nor a cancel is offered
  const waiting = c?.status === COUPON_STATUS.waiting && !checking;

  return (
    <section
      className="panel-card panel-detail"
      aria-labelledby="coupon-detail-title"
      data-testid="coupon-detail"
    >
      <div className="panel-detail-head">
        <h2 id="coupon-detail-title">
          {t('panel.coupons.detail')} {ticketId}
        </h2>
        <button type="button" className="panel-btn" onClick={onClose}>
          {t('menu.close')}
        </button>
      </div>
      {c && (
        <>
          <dl className="panel-figures">
            <div>
              <dt>{t('panel.coupons.user')}</dt>
              <dd>{c.userName}</dd>
            </div>
            <div>
              <dt>{t('panel.coupons.status')}</dt>
              <dd data-testid="coupon-status">{statusText(c)}</dd>
            </div>
            <div>
              <dt>{t('ticket.stake')}</dt>
              <dd>{money(toMinor(c.totalStake))}</dd>
            </div>
            <div>
              <dt>{t('ticket.maxPay')}</dt>
              <dd>{money(toMinor(c.maxPay))}</dd>
            </div>
          </dl>
          <PanelTableWrap>
            <table className="panel-table">
              <thead>
                <tr>
                  <th scope="col">{t('panel.coupons.match')}</th>
                  <th scope="col">{t('panel.coupons.market')}</th>
                  <th scope="col">{t('panel.coupons.pick')}</th>
                  <th scope="col" className="num">
                    {t('panel.coupons.odds')}
                  </th>
                  <th scope="col">{t('panel.coupons.status')}</th>
                </tr>
              </thead>
              <tbody>
                {c.lines.map((l) => (
                  <tr key={`${l.matchId}-${l.outcomeId}`}>
                    <td>
                      {l.home} – {l.away}
                      <br />
                      <small>{when.format(new Date(l.matchDate))}</small>
                    </td>
                    <td>
                      {l.marketName}
                      {l.special ? ` (${l.special})` : ''}
                    </td>
                    <td>{l.outcomeName}</td>
                    <td className="num">{displayOdd(l.odds)}</td>
                    <td>{t(`coupon.status.${lineStatusName(l.status) ?? 'waiting'}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </PanelTableWrap>
          <div className="panel-actions">
            {waiting && (
              <button
                type="button"
                className="panel-btn panel-btn-danger"
                disabled={busy || c.mayCancel !== 1}
                onClick={() => setConfirm('cancel')}
              >
                {t('panel.coupons.cancel')}
              </button>
            )}
            {waiting && c.maySell === 1 && (
              <button type="button" className="panel-btn" disabled={busy} onClick={() => setConfirm('sell')}>
                {t('panel.coupons.sell', { price: money(toMinor(c.sellType.winPrice)) })}
              </button>
            )}
            <a className="panel-btn" href={printUrl} target="_blank" rel="noreferrer">
              {t('panel.coupons.print')}
            </a>
          </div>
          {waiting && c.mayCancel !== 1 && (
            <p className="panel-note" data-testid="cancel-refused">
              {t('panel.coupons.cancelNotAllowed')}
            </p>
          )}
          {confirm && (
            <div className="panel-confirm" role="alertdialog" aria-labelledby="coupon-confirm-text">
              <p id="coupon-confirm-text">
                {confirm === 'cancel'
                  ? t('panel.coupons.confirmCancel')
                  : t('panel.coupons.confirmSell', { price: money(toMinor(c.sellType.winPrice)) })}
              </p>
              <button
                type="button"
                className="panel-btn panel-btn-primary"
                disabled={busy}
                onClick={() => void run(confirm)}
              >
                {t('panel.confirm.yes')}
              </button>
              <button type="button" className="panel-btn" onClick={() => setConfirm(null)}>
                {t('panel.confirm.no')}
              </button>
            </div>
          )}
          {lost && (
            <p className="panel-note" role="status" data-testid="coupon-sell-lost" data-state={lost.state}>
              {lost.state === 'checking'
                ? t('panel.coupons.sellUnanswered')
                : lost.state === 'sold'
                  ? t('panel.coupons.sellDone', { amount: money(lost.paid) })
                  : t('panel.coupons.sellNotMade')}
            </p>
          )}
          <PanelMessage message={message} />
        </>
      )}
    </section>
  );
}
