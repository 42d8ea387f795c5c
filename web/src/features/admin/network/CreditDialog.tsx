import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFY, toMajor, type NetworkNode } from '@bet/shared';
import { ApiError, client } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { useNotify } from '../../../state/notify-store.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { useTypedAmount } from '../../../ui/use-typed-amount.ts';

/**
 * Sends credit to a user of the subtree or takes it back: amount, direction and reason, then a
 * confirmation that repeats what will move before anything does. A refusal (dealer limit, user
 * limit, transfers blocked) is shown in the dialog in the page's language.
 */
export function CreditDialog({
  user,
  onClose,
}: {
  user: Pick<NetworkNode, 'userId' | 'userName'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const typedAmount = useTypedAmount();
  const show = useNotify((s) => s.show);
  const ref = useRef<HTMLDialogElement>(null);
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [note, setNote] = useState('');
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // read as the stake box reads: '1.000' is a thousand in Turkish, '1,000.50' in English
  const minor = typedAmount.read(amount);
  // One key per transfer as asked: a confirmation sent again unchanged (its answer was lost) is
  // recognised by the server and moves nothing twice; a changed amount, direction or note is a new one.
  const key = useRef<{ asked: string; key: string } | null>(null);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  async function send() {
    if (minor === null || minor <= 0) return;
    setBusy(true);
    setError(null);
    const asked = `${minor}|${direction}|${note}`;
    if (key.current?.asked !== asked) key.current = { asked, key: `credit-${crypto.randomUUID()}` };
    try {
      await client.wallet.credit(
        { id: user.userId },
        { amount: toMajor(minor), direction, note, idempotencyKey: key.current.key },
      );
      await queryClient.invalidateQueries();
      show({ state: NOTIFY.success, message: 'panel.credit.done' });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.failure !== 'refused') {
        // no answer, or not the server's own: it may be made; the same confirmation finds out
        setError('panel.credit.unknown');
      } else {
        setError(err instanceof ApiError ? err.code : 'technicalError');
        setStep('edit');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="panel-dialog"
      aria-labelledby="credit-title"
      onClose={onClose}
      data-testid="credit-dialog"
    >
      <form
        className="panel-dialog-body panel-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 'edit') {
            if (minor === null || minor <= 0) return setError('panel.credit.badAmount');
            setError(null);
            setStep('confirm');
          } else void send();
        }}
      >
        <h2 id="credit-title">{t('panel.credit.title', { user: user.userName })}</h2>
        {step === 'edit' ? (
          <>
            <fieldset className="panel-radios">
              <legend>{t('panel.credit.direction')}</legend>
              <label>
                <input
                  type="radio"
                  name="direction"
                  checked={direction === 'in'}
                  onChange={() => setDirection('in')}
                />
                {t('panel.credit.in')}
              </label>
              <label>
                <input
                  type="radio"
                  name="direction"
                  checked={direction === 'out'}
                  onChange={() => setDirection('out')}
                />
                {t('panel.credit.out')}
              </label>
            </fieldset>
            <label>
              {t('panel.credit.amount')}
              <input
                name="amount"
                inputMode="decimal"
                value={amount}
                autoComplete="off"
                onChange={(e) => setAmount(typedAmount.keep(e.target.value, amount))}
                required
              />
            </label>
            <label>
              {t('panel.credit.note')}
              <input name="note" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
            </label>
          </>
        ) : (
          <p data-testid="credit-confirm-text">
            {t(direction === 'in' ? 'panel.credit.confirmIn' : 'panel.credit.confirmOut', {
              amount: money(minor ?? 0),
              user: user.userName,
            })}
          </p>
        )}
        {error && (
          <p className="panel-alert" role="alert" data-testid="credit-error">
            {t(error)}
          </p>
        )}
        <div className="panel-dialog-actions">
          <button
            type="button"
            className="panel-btn"
            onClick={() => (step === 'confirm' ? setStep('edit') : onClose())}
          >
            {t(step === 'confirm' ? 'panel.back' : 'panel.cancel')}
          </button>
          <button
            type="submit"
            className="panel-btn panel-btn-primary"
            disabled={busy}
            data-testid="credit-submit"
          >
            {t(step === 'confirm' ? 'panel.credit.confirm' : 'panel.credit.review')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
