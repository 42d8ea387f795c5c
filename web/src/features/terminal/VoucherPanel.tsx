import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { counterTerminalNo } from '../../state/coupon-actions.ts';
import { useSlip } from '../../state/slip-store.ts';
import { formatSecureCode, toMinor, type Voucher } from '@bet/shared';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useTypedAmount } from '../../ui/use-typed-amount.ts';
import { changeAmount, changeVoucher, redeemVoucher } from './counter-actions.ts';
import { atTerminal, type CounterMessage } from './counter-message.tsx';

type Message = CounterMessage;

/**
 * Vouchers at the counter (ticket in, ticket out): a scanned or issued voucher with its value and
 * state, paid in cash once; and change given as a voucher.
 */
export function VoucherPanel({
  voucher,
  printerAttached,
  onVoucher,
  onMessage,
  refusal,
}: {
  voucher: Voucher | null;
  printerAttached: boolean;
  onVoucher: (v: Voucher) => void;
  onMessage: (m: Message | null) => void;
  refusal: (err: unknown) => Message;
}) {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const money = useMoney();
  const typed = useTypedAmount();
  const navigate = useNavigate();
  const { lang = 'tr' } = useParams();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  // one key per change voucher the cashier means to make: a retry after a lost answer is the same one
  const key = useRef(newKey());

  const run = async (work: () => Promise<Message>) => {
    if (busy) return;
    setBusy(true);
    onMessage(null);
    try {
      onMessage(await work());
    } catch (err) {
      onMessage(refusal(err));
    } finally {
      setBusy(false);
    }
  };

  const redeem = (v: Voucher) =>
    run(async () => {
      const done = await redeemVoucher(v.code);
      onVoucher(done);
      return { kind: 'info', text: t('terminal.paid', { amount: money(toMinor(done.amount)) }) };
    });

  // ticket in, ticket out: the voucher pays the slip's stake; it is redeemed with the coupon
  const betWith = async (v: Voucher) => {
    const terminalNo = await counterTerminalNo();
    useSlip.getState().setStakeVoucher({ code: v.code, amount: toMinor(v.amount), terminalNo });
    void navigate(`/${lang}/betslip`);
  };

  const issue = (e: FormEvent) => {
    e.preventDefault();
    const minor = changeAmount(amount, typed.decimal);
    if (minor === null) return onMessage({ kind: 'error', text: t('invalidAmount') });
    void run(async () => {
      const { voucher: made } = await changeVoucher(minor, key.current, printerAttached);
      key.current = newKey();
      setAmount('');
      onVoucher(made);
      return { kind: 'info', text: t('terminal.voucherIssued', { amount: money(toMinor(made.amount)) }) };
    });
  };

  const spendable = voucher && !voucher.redeemed && !voucher.expired;
  return (
    <>
      {voucher && (
        <div className="ticket-result" data-testid="voucher-result" data-voucher={voucher.code}>
          <h2>{t('terminal.voucher')}</h2>
          <dl>
            <dt>{t('voucher.code')}</dt>
            <dd dir="ltr" data-testid="voucher-code">
              {formatSecureCode(voucher.code)}
            </dd>
            <dt>{t('voucher.amount')}</dt>
            <dd data-testid="voucher-amount">{money(toMinor(voucher.amount))}</dd>
          </dl>
          {voucher.redeemed ? (
            <p data-testid="voucher-redeemed">
              {atTerminal(
                t,
                'terminal.voucherRedeemed',
                { date: when.format(new Date(voucher.redeemed.at)) },
                voucher.redeemed.terminalNo,
              )}
            </p>
          ) : voucher.expired ? (
            <p data-testid="voucher-expired">{t('voucherExpired')}</p>
          ) : (
            <p>{t('terminal.validUntil', { date: when.format(new Date(voucher.expiresAt)) })}</p>
          )}
          {spendable && (
            <div className="ticket-actions">
              <button
                type="button"
                className="primary"
                onClick={() => void redeem(voucher)}
                disabled={busy}
                data-testid="voucher-redeem"
              >
                {t('terminal.redeemCash')}
              </button>
              <button
                type="button"
                onClick={() => void betWith(voucher)}
                disabled={busy}
                data-testid="voucher-bet"
              >
                {t('terminal.betWithVoucher')}
              </button>
            </div>
          )}
        </div>
      )}
      <form className="voucher-change" onSubmit={issue}>
        <h2>{t('terminal.changeVoucher')}</h2>
        <label>
          <span>{t('terminal.amount')}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            maxLength={16}
            onChange={(e) => setAmount(typed.keep(e.target.value, amount))}
            data-testid="change-amount"
          />
        </label>
        <button type="submit" disabled={busy} data-testid="change-issue">
          {t('terminal.issueVoucher')}
        </button>
      </form>
    </>
  );
}

const newKey = () => `change-${crypto.randomUUID()}`;
