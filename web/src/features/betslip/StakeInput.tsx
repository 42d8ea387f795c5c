import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyQuickAmount,
  formatAmount,
  keypadInput,
  quickAmounts,
  stakeOfText,
  stakeText,
  toMinor,
  type SlipSummary,
} from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useSlip } from '../../state/slip-store.ts';
import { useDecimalSign } from '../../ui/use-money.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'back'];

/** A shop terminal has no keyboard: its stake box opens the on-screen keypad instead. */
const onShopTerminal = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-shop-terminal');

/**
 * Stake entry: a real text box (the phone's decimal keyboard, a desktop's keys, the language's
 * decimal sign), quick amounts that set the default stake and add to a chosen one (C resets), and
 * the calculator keypad. Out of editing the box shows the engine's stake, the figure the details
 * show; a refusal of the stake is described to the box (`describedBy`).
 */
export function StakeInput({ summary, describedBy }: { summary: SlipSummary; describedBy?: string }) {
  const { t } = useTranslation();
  const decimal = useDecimalSign();
  const stakeSet = useSlip((s) => s.slip.stakeSet === true || s.slip.stake > 0);
  const setStake = useSlip((s) => s.setStake);
  const resetStake = useSlip((s) => s.resetStake);
  const credit = useSession((s) => (s.user ? toMinor(s.user.credit) : undefined));
  const amounts = quickAmounts(useSiteSettings((s) => s.settings['coupon_amount_group']));
  // the text being typed, as typed (read in the language: '1.000' is a thousand in Turkish), or
  // null when the box shows the slip's stake
  const [text, setText] = useState<string | null>(null);
  const [keypad, setKeypad] = useState(false);
  const shown = text ?? formatAmount(summary.stake).replace('.', decimal);
  const invalid = summary.messages.some((m) => m.key === 'minStakeError' || m.key === 'maxStakeError');

  // a key that leaves no amount to be made ('10,505') is refused: the box keeps what it had
  const type = (next: string) => {
    const stake = stakeOfText(next, decimal);
    if (stake === null) return;
    setText(next);
    setStake(stake);
  };
  const quick = (amount: number | 'C') => {
    setText(null);
    if (amount === 'C') return resetStake();
    const next = applyQuickAmount({ stake: summary.stake, isDefault: !stakeSet }, toMinor(amount), {
      maxStake: summary.maxStake,
      credit,
    });
    setStake(next.stake);
  };
  const done = () => {
    setText(null);
    setKeypad(false);
  };

  return (
    <div className="stake">
      <div className="stake-row">
        <label htmlFor="stake-input">{t('slip.stake')}</label>
        <input
          id="stake-input"
          className="stake-value"
          data-testid="stake"
          type="text"
          inputMode={onShopTerminal() ? 'none' : 'decimal'}
          autoComplete="off"
          enterKeyHint="done"
          value={shown}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onFocus={(e) => {
            // the keypad starts from nothing, as a calculator does; Done on nothing keeps the stake
            if (onShopTerminal()) {
              setText('');
              setKeypad(true);
              return;
            }
            setText(stakeText(e.currentTarget.value));
            e.currentTarget.select();
          }}
          onChange={(e) => type(stakeText(e.currentTarget.value))}
          onBlur={() => !keypad && setText(null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
        <button
          type="button"
          className="btn keypad-toggle"
          aria-label={t('slip.keypad')}
          aria-expanded={keypad}
          aria-controls="stake-keypad"
          data-testid="keypad-toggle"
          onClick={() => {
            if (keypad) return done();
            setText('');
            setKeypad(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M5 4h3v3H5zM10.5 4h3v3h-3zM16 4h3v3h-3zM5 10.5h3v3H5zM10.5 10.5h3v3h-3zM16 10.5h3v3h-3zM5 17h3v3H5zM10.5 17h3v3h-3zM16 17h3v3h-3z"
              fill="currentColor"
            />
          </svg>
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
      {keypad && (
        <div className="keypad" id="stake-keypad" data-testid="keypad">
          {KEYS.map((k) => (
            <button
              key={k}
              type="button"
              data-testid={`key-${k}`}
              onClick={() => type(keypadInput(text ?? '', k, decimal))}
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
