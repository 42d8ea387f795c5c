import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SECURE_CODE_LENGTH,
  formatSecureCode,
  isShopUser,
  normaliseSecureCode,
  shopCashSettings,
  shopDepositAmountError,
  toMinor,
  type ShopPlayer,
  type ShopWithdrawal,
} from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useTerminalStatus } from '../../terminal/use-terminal-status.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useTypedAmount } from '../../ui/use-typed-amount.ts';
import {
  cashAmount,
  depositCash,
  findShopPlayer,
  payWithdrawal,
  readWithdrawal,
} from './shop-cash-actions.ts';
import { atTerminal, shopCashRefusal, type CounterMessage } from './counter-message.tsx';
import './terminal.css';

type Message = CounterMessage;

/** The server's refusal in the cashier's words (its message key with its details). */
function useRefusal() {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  return (err: unknown): Message => shopCashRefusal(t, when, err);
}

function Said({ message, testId }: { message: Message | null; testId: string }) {
  return (
    <p
      className={message ? `ticket-message ticket-${message.kind}` : 'visually-hidden'}
      role={message?.kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {message?.text ?? ''}
    </p>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="shop-cash-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/**
 * addMoney at the counter: the cashier finds the online player by user name or id, reads the
 * account back to the customer, takes the cash and credits it once; the receipt prints.
 */
function DepositForm({ printerAttached }: { printerAttached: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const typedAmount = useTypedAmount();
  const [player, setPlayer] = useState('');
  const [found, setFound] = useState<ShopPlayer | null>(null);
  const [amount, setAmount] = useState('');
  const { message, busy, run } = useCounterAction();
  // one uuid per deposit the cashier means to make: a retry after a lost answer is the same one
  const uuid = useRef(crypto.randomUUID());
  const value = cashAmount(amount, typedAmount.decimal);
  // the site's range, checked here by the rule the server applies, before any cash is counted
  const range = shopCashSettings(useSiteSettings((s) => s.settings));
  const typed = !Number.isNaN(value) && value > 0;
  const outOfRange = typed && shopDepositAmountError(toMinor(value), range) !== null;

  const find = (e: FormEvent) => {
    e.preventDefault();
    setFound(null);
    void run(async () => {
      setFound(await findShopPlayer(player));
      return null;
    });
  };

  const take = (p: ShopPlayer) =>
    run(async () => {
      const { receipt, printed } = await depositCash(uuid.current, p.userId, value, printerAttached);
      uuid.current = crypto.randomUUID();
      setAmount('');
      setFound(null);
      setPlayer('');
      const done = t('shopCash.deposited', {
        amount: money(toMinor(receipt.amount)),
        user: receipt.userName,
      });
      return { kind: 'info', text: printed ? `${done} ${t('shopCash.receiptPrinting')}` : done };
    });

  return (
    <section className="shop-cash-card" aria-labelledby="shop-cash-deposit" data-testid="shop-deposit">
      <h2 id="shop-cash-deposit">{t('shopCash.depositTitle')}</h2>
      <form onSubmit={find}>
        <Field label={t('shopCash.player')}>
          <input
            autoComplete="off"
            value={player}
            maxLength={50}
            onChange={(e) => {
              setPlayer(e.target.value);
              setFound(null);
            }}
            data-testid="shop-deposit-player"
          />
        </Field>
        <button type="submit" disabled={busy || !player.trim()} data-testid="shop-deposit-find">
          {t('shopCash.find')}
        </button>
      </form>
      {found && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void take(found);
          }}
        >
          <p className="shop-cash-player" data-testid="shop-deposit-found">
            <bdi>{found.userName}</bdi> · <bdi dir="ltr">#{found.userId}</bdi>
          </p>
          <Field label={t('shopCash.amount')}>
            <input
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              maxLength={16}
              onChange={(e) => setAmount(typedAmount.keep(e.target.value, amount))}
              aria-invalid={outOfRange}
              aria-describedby="shop-deposit-range"
              data-testid="shop-deposit-amount"
            />
          </Field>
          <p
            id="shop-deposit-range"
            className={outOfRange ? 'ticket-notice' : undefined}
            data-testid="shop-deposit-range"
          >
            {t('shopAmountOutOfRange', { min: money(range.depositMin), max: money(range.depositMax) })}
          </p>
          <button
            type="submit"
            className="primary"
            disabled={busy || !typed || outOfRange}
            data-testid="shop-deposit-take"
          >
            {!typed || outOfRange
              ? t('shopCash.amount')
              : t('shopCash.takeCash', { amount: money(toMinor(value)), user: found.userName })}
          </button>
        </form>
      )}
      <Said message={message} testId="shop-deposit-message" />
    </section>
  );
}

/**
 * withdrawPrint at the counter: the player gives the code of the withdrawal asked for online and
 * the user name; the cashier sees the amount and pays it once; the receipt prints.
 */
function WithdrawalForm({ printerAttached }: { printerAttached: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateFormat(DATE_TIME);
  const [code, setCode] = useState('');
  const [userName, setUserName] = useState('');
  const [withdrawal, setWithdrawal] = useState<ShopWithdrawal | null>(null);
  const { message, busy, run } = useCounterAction();
  const whole = normaliseSecureCode(code).length === SECURE_CODE_LENGTH;

  const check = (e: FormEvent) => {
    e.preventDefault();
    setWithdrawal(null);
    void run(async () => {
      setWithdrawal(await readWithdrawal(code, userName));
      return null;
    });
  };

  const pay = () =>
    run(async () => {
      const { withdrawal: paid, printed } = await payWithdrawal(code, userName, printerAttached);
      setWithdrawal(paid);
      const done = t('shopCash.paidNow', { amount: money(toMinor(paid.amount)), user: paid.userName });
      return { kind: 'info', text: printed ? `${done} ${t('shopCash.receiptPrinting')}` : done };
    });

  return (
    <section className="shop-cash-card" aria-labelledby="shop-cash-withdrawal" data-testid="shop-withdrawal">
      <h2 id="shop-cash-withdrawal">{t('shopCash.withdrawalTitle')}</h2>
      <form onSubmit={check}>
        <Field label={t('shopCash.code')}>
          <input
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/[^\d\s]/g, '').slice(0, SECURE_CODE_LENGTH + 6));
              setWithdrawal(null);
            }}
            data-testid="shop-withdrawal-code"
          />
        </Field>
        <Field label={t('shopCash.userName')}>
          <input
            autoComplete="off"
            value={userName}
            maxLength={50}
            onChange={(e) => {
              setUserName(e.target.value);
              setWithdrawal(null);
            }}
            data-testid="shop-withdrawal-user"
          />
        </Field>
        <button
          type="submit"
          disabled={busy || !whole || !userName.trim()}
          data-testid="shop-withdrawal-check"
        >
          {t('shopCash.check')}
        </button>
      </form>
      {withdrawal && (
        <div className="ticket-result" data-testid="shop-withdrawal-result">
          <dl>
            <dt>{t('shopCash.code')}</dt>
            <dd dir="ltr">{formatSecureCode(normaliseSecureCode(code))}</dd>
            <dt>{t('shopCash.slipUser')}</dt>
            <dd>
              <bdi>{withdrawal.userName}</bdi>
            </dd>
            <dt>{t('terminal.payable')}</dt>
            <dd data-testid="shop-withdrawal-amount">{money(toMinor(withdrawal.amount))}</dd>
          </dl>
          {withdrawal.paid ? (
            <p data-testid="shop-withdrawal-paid">
              {atTerminal(
                t,
                'shopCash.paidAt',
                { date: when.format(new Date(withdrawal.paid.at)), shop: withdrawal.paid.shop },
                withdrawal.paid.terminalNo,
              )}
            </p>
          ) : (
            <>
              <p>{t('shopCash.validUntil', { date: when.format(new Date(withdrawal.expiresAt)) })}</p>
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => void pay()}
                data-testid="shop-withdrawal-pay"
              >
                {t('shopCash.pay', { amount: money(toMinor(withdrawal.amount)) })}
              </button>
            </>
          )}
        </div>
      )}
      <Said message={message} testId="shop-withdrawal-message" />
    </section>
  );
}

/** Online players at the counter: cash into an account, and a withdrawal paid out by its code. */
export default function ShopCashPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { printerAttached } = useTerminalStatus();
  if (!isShopUser(user)) return <p role="alert">{t('notAShopTerminal')}</p>;
  return (
    <section className="ticket-screen shop-cash" data-testid="shop-cash">
      <h1>{t('shopCash.title')}</h1>
      {!printerAttached && <p className="ticket-notice">{t('terminal.noPrinter')}</p>}
      <DepositForm printerAttached={printerAttached} />
      <WithdrawalForm printerAttached={printerAttached} />
    </section>
  );
}

/**
 * One counter action at a time: a pending state that ignores a second tap, and the answer (or the
 * refusal, in words) as the card's message.
 */
function useCounterAction() {
  const refusal = useRefusal();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<Message | null>) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await work());
    } catch (err) {
      setMessage(refusal(err));
    } finally {
      setBusy(false);
    }
  };
  return { message, busy, run };
}
