import '../panel-lists.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_FILTER, couponStatusName, historyKind, toMinor, type AdminCoupon } from '@bet/shared';
import { client } from '../../../api/client.ts';
import { MATCH_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { usePolledApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { useTypedAmount } from '../../../ui/use-typed-amount.ts';
import { useEntityNames } from '../../../ui/use-entity-name.ts';
import { CouponDetail } from './CouponDetail.tsx';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';

/** How often the ticker asks for the newest coupons while it runs. */
const REFRESH_MS = 3_000;
/** The newest coupons the ticker holds. */
const SHOWN = 50;

/**
 * The live bet ticker: the newest coupons of the caller's subtree (the whole site for the admin),
 * read again every few seconds; those that arrived since the page opened are marked, and a stake
 * threshold and a live-only switch pick out what a trader watches.
 */
export default function TickerPage() {
  const { t } = useTranslation();
  const when = useDateFormat(MATCH_TIME);
  const money = useMoney();
  const typed = useTypedAmount();
  const names = useEntityNames();
  const [running, setRunning] = useState(true);
  const [minStake, setMinStake] = useState('');
  const [liveOnly, setLiveOnly] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const { data, error, loading, reload } = usePolledApi(
    running ? REFRESH_MS : undefined,
    client.coupons.adminList,
    { limit: SHOWN },
  );

  // What was there when the page opened is not news; every ticket seen after that is.
  const known = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!data) return;
    const ids = data.results.map((c) => c.ticketId);
    if (!known.current) {
      known.current = new Set(ids);
      return;
    }
    const fresh = ids.filter((id) => !known.current!.has(id));
    if (!fresh.length) return;
    for (const id of fresh) known.current.add(id);
    setArrived((a) => new Set([...a, ...fresh]));
  }, [data]);

  // the threshold read as the stake box reads it ('1.000' is a thousand in Turkish), in minor units
  const threshold = typed.read(minStake) ?? 0;
  const shown = (data?.results ?? []).filter(
    (c) => (!liveOnly || c.isLive) && (threshold <= 0 || toMinor(c.totalStake) >= threshold),
  );
  const picks = (c: AdminCoupon) =>
    c.lines.map((l) => `${l.home} – ${l.away}: ${names.outcome(l.outcomeName)}`).join('; ');

  return (
    <section className="panel-card" data-testid="ticker">
      <p className="panel-note">{t('panel.ticker.help')}</p>
      <div className="panel-toolbar" role="group" aria-label={t('panel.ticker.filters')}>
        <label>
          {t('panel.ticker.minStake')}
          <input
            value={minStake}
            onChange={(e) => setMinStake(typed.keep(e.target.value, minStake))}
            inputMode="decimal"
            maxLength={12}
            autoComplete="off"
            data-testid="ticker-min-stake"
          />
        </label>
        <label className="panel-check">
          <input
            type="checkbox"
            checked={liveOnly}
            onChange={(e) => setLiveOnly(e.target.checked)}
            data-testid="ticker-live-only"
          />
          {t('panel.ticker.liveOnly')}
        </label>
        <button
          type="button"
          className="panel-btn"
          aria-pressed={!running}
          onClick={() => {
            if (!running) reload();
            setRunning((r) => !r);
          }}
          data-testid="ticker-pause"
        >
          {running ? t('panel.ticker.pause') : t('panel.ticker.resume')}
        </button>
      </div>
      <p className="panel-note" role="status" data-testid="ticker-arrived">
        {arrived.size > 0 ? t('panel.ticker.arrived', { count: arrived.size }) : ''}
      </p>
      <PanelLoadError error={error} loading={loading} />
      {open && (
        <CouponDetail
          ticketId={open}
          onClose={() => setOpen(null)}
          onChanged={reload}
          statusText={(c) => t(`coupon.status.${couponStatusName(c.status) ?? 'waiting'}`)}
        />
      )}
      <PanelTableWrap>
        <table className="panel-table" data-testid="ticker-table">
          <thead>
            <tr>
              <th scope="col">{t('ticket.date')}</th>
              <th scope="col">{t('ticket.id')}</th>
              <th scope="col">{t('panel.coupons.user')}</th>
              <th scope="col">{t('panel.coupons.type')}</th>
              <th scope="col">{t('panel.ticker.picks')}</th>
              <th scope="col" className="num">
                {t('ticket.stake')}
              </th>
              <th scope="col" className="num">
                {t('ticket.maxPay')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr
                key={c.ticketId}
                data-ticket={c.ticketId}
                data-testid="ticker-row"
                className={arrived.has(c.ticketId) ? 'ticker-new' : undefined}
              >
                <td>
                  {when.format(new Date(c.ticketDate))}
                  {arrived.has(c.ticketId) && <span className="panel-badge">{t('panel.ticker.new')}</span>}
                </td>
                <td>
                  <button
                    type="button"
                    className="panel-link"
                    onClick={() => setOpen(c.ticketId)}
                    aria-expanded={open === c.ticketId}
                  >
                    {c.ticketId}
                  </button>
                </td>
                <td>{c.userName}</td>
                <td>{t(`coupons.type.${COUPON_FILTER[historyKind(c)]}`)}</td>
                <td className="ticker-picks">{picks(c)}</td>
                <td className="num">{money(toMinor(c.totalStake))}</td>
                <td className="num">{money(toMinor(c.maxPay))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
    </section>
  );
}
