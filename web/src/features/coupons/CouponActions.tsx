import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NOTIFY, isCancellable, isSellable, isShopUser, toMinor, type Coupon } from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { rebuildSlip, type RebuildResult } from '../betslip/rebuild.ts';
import { CashoutAction } from '../cashout/CashoutAction.tsx';
import { CouponDialog, ShareLinkDialog } from './CouponDialog.tsx';
import { RebuildReport } from './RebuildReport.tsx';
import { cancelledCoupon, soldCoupon } from './coupon-after.ts';
import { shareCoupon } from './coupon-share.ts';

/**
 * What the owner can do with a coupon: cash it out while it waits and has a price, cancel it
 * within its window (asked in a dialog), share it (not shop users) and rebuild it into the slip.
 * `compact` (the list) shows the cash-out and cancel only.
 */
export function CouponActions({
  coupon,
  onChange,
  compact = false,
}: {
  coupon: Coupon;
  /** the coupon as the action's answer left it: shown at once, read again when the server answers */
  onChange: (now: Coupon) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const shop = useSession((s) => isShopUser(s.user));
  const [price, setPrice] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [report, setReport] = useState<RebuildResult | null>(null);
  const [busy, setBusy] = useState<'share' | 'rebuild' | 'cancel' | null>(null);

  const run = async (what: 'share' | 'rebuild' | 'cancel', task: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    try {
      await task();
    } finally {
      setBusy(null);
    }
  };
  const share = () => run('share', async () => setLink(await shareCoupon(coupon.ticketId, lang)));
  const rebuild = () => run('rebuild', async () => setReport(await rebuildSlip(coupon.lines)));
  const cancel = () =>
    run('cancel', async () => {
      setAsking(false);
      try {
        const res = await client.coupons.cancel({ ticketId: coupon.ticketId });
        notifyKey(NOTIFY.success, 'couponCancelled', undefined, res.msg);
        void useSession.getState().refresh();
        onChange(cancelledCoupon(coupon));
      } catch (err) {
        const e = err instanceof ApiError ? err : new ApiError(0, 'technicalError', '');
        notifyKey(NOTIFY.error, e.code, undefined, e.serverMessage);
      }
    });

  return (
    <>
      {!shop && isSellable(coupon) && (
        <div className="coupon-cashout" data-testid="coupon-cashout">
          <CashoutAction
            ticketId={coupon.ticketId}
            price={toMinor(price ?? coupon.sellType.winPrice)}
            move={undefined}
            onPrice={setPrice}
            onSold={(paid) => onChange(soldCoupon(coupon, paid))}
          />
        </div>
      )}
      <div className="coupon-actions">
        {!compact && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => void rebuild()}
            aria-busy={busy === 'rebuild'}
            disabled={busy !== null}
            data-testid="coupon-rebuild"
          >
            {t('slip.rebuild')}
          </button>
        )}
        {!compact && !shop && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => void share()}
            aria-busy={busy === 'share'}
            disabled={busy !== null}
            data-testid="coupon-share-button"
          >
            {t('slip.share')}
          </button>
        )}
        {isCancellable(coupon) && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setAsking(true)}
            aria-busy={busy === 'cancel'}
            disabled={busy !== null}
            data-testid="coupon-cancel"
          >
            {t('coupons.cancel')}
          </button>
        )}
      </div>
      {asking && (
        <CouponDialog
          title={t('areYouSure')}
          onClose={() => setAsking(false)}
          testId="cancel-confirm"
          actions={
            <>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void cancel()}
                data-testid="cancel-confirm-yes"
              >
                {t('coupons.cancel')}
              </button>
              <button type="button" className="btn" onClick={() => setAsking(false)}>
                {t('menu.close')}
              </button>
            </>
          }
        />
      )}
      {link && <ShareLinkDialog link={link} onClose={() => setLink(null)} />}
      {report && <RebuildReport result={report} onClose={() => setReport(null)} />}
    </>
  );
}
