import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyQuickAmount,
  keypadDone,
  keypadInput,
  quickAmounts,
  toMinor,
  type SlipSummary,
} from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useSlip } from '../../state/slip-store.ts';
import { useAmount, useDecimalSign } from '../../ui/use-money.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'back'];

/** Stake entry: quick amounts that add up (C resets), and the calculator keypad with Done. */
export function StakeInput({ summary }: { summary: SlipSummary }) {
  const { t } = useTranslation();
  const amount = useAmount();
  // The keypad types a point; the language may write a comma.
  const decimal = useDecimalSign();
  const stake = useSlip((s) => s.slip.stake);
  const setStake = useSlip((s) => s.setStake);
  const credit = useSession((s) => (s.user ? toMinor(s.user.credit) : undefined));
  const amounts = quickAmounts(useSiteSettings((s) => s.settings['coupon_amount_group']));
  const [replaceNext, setReplaceNext] = useState(false);
  const [keypad, setKeypad] = useState<string | null>(null);
  const shown = stake > 0 ? stake : summary.minStake;

  const quick = (amount: number | 'C') => {
    const next = applyQuickAmount({ stake: shown, replaceNext }, amount === 'C' ? 'C' : toMinor(amount), {
      maxStake: summary.maxStake,
      credit,
    });
    setReplaceNext(next.replaceNext);
    setStake(next.stake);
  };
  const done = () => {
    const minor = keypadDone(keypad ?? '');
    if (minor !== null) setStake(minor);
    setKeypad(null);
  };

  return (
    <div className="stake">
      <div className="stake-row">
        <label htmlFor="stake-input">{t('slip.stake')}</label>
        <button
          type="button"
          id="stake-input"
          className="stake-value"
          data-testid="stake"
          aria-expanded={keypad !== null}
          aria-controls="stake-keypad"
          onClick={() => setKeypad(keypad === null ? '' : null)}
        >
          {keypad !== null ? (keypad || '0').replace('.', decimal) : amount(shown)}
        </button>
      </div>
      <div className="quick-amounts">
        {amounts.map((a) => (
          <button
            key={a}
            type="button"
            className="btn quick"
            onClick={() => quick(a)}
            data-testid="quick-amount"
          >
            +{a}
          </button>
        ))}
        <button
          type="button"
          className="btn quick clear"
          onClick={() => quick('C')}
          aria-label={t('slip.clearStake')}
          data-testid="quick-clear"
        >
          C
        </button>
      </div>
      {keypad !== null && (
        <div className="keypad" id="stake-keypad" data-testid="keypad">
          {KEYS.map((k) => (
            <button
              key={k}
              type="button"
              data-testid={`key-${k}`}
              onClick={() => setKeypad(keypadInput(keypad, k))}
              aria-label={k === 'back' ? t('slip.backspace') : k === '.' ? decimal : k}
            >
              {k === 'back' ? '⌫' : k === '.' ? decimal : k}
            </button>
          ))}
          <button type="button" className="done" onClick={done} data-testid="keypad-done">
            {t('slip.done')}
          </button>
        </div>
      )}
    </div>
  );
}
