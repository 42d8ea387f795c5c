import { useTranslation } from 'react-i18next';
import { formatSecureCode } from '@bet/shared';
import { useSlip } from '../../state/slip-store.ts';
import { useMoney } from '../../ui/use-money.ts';

/**
 * On the shop terminal's slip: the scanned voucher that pays the stake, and what the cashier hands
 * back (a change voucher, printed with the ticket) or takes in cash (the stake above the voucher).
 */
export default function StakeVoucherNote({ stakeTotal }: { stakeTotal: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const voucher = useSlip((s) => s.stakeVoucher);
  const setVoucher = useSlip((s) => s.setStakeVoucher);
  if (!voucher) return null;
  const rest = voucher.amount - stakeTotal;
  return (
    <div className="slip-stake-voucher" data-testid="stake-voucher" role="status">
      <p>
        {t('terminal.stakeVoucher', { amount: money(voucher.amount) })}{' '}
        <span dir="ltr">{formatSecureCode(voucher.code)}</span>
      </p>
      {rest > 0 && (
        <p data-testid="stake-voucher-change">{t('terminal.stakeVoucherChange', { amount: money(rest) })}</p>
      )}
      {rest < 0 && (
        <p data-testid="stake-voucher-cash">{t('terminal.stakeVoucherCash', { amount: money(-rest) })}</p>
      )}
      <button type="button" onClick={() => setVoucher(null)} data-testid="stake-voucher-remove">
        {t('terminal.stakeVoucherRemove')}
      </button>
    </div>
  );
}
