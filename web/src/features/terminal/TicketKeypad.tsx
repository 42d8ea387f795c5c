import { SECURE_CODE_LENGTH } from '@bet/shared';
import { useTranslation } from 'react-i18next';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'C', '0', 'back'];

/** Digits for a ticket number or a payout or voucher code on a touch screen with no keyboard. */
export function TicketKeypad({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation();
  const press = (key: string) => {
    if (key === 'C') onChange('');
    else if (key === 'back') onChange(value.slice(0, -1));
    else if (value.length < SECURE_CODE_LENGTH) onChange(value + key);
  };
  return (
    <div className="keypad" data-testid="ticket-keypad">
      {KEYS.map((k) => (
        <button
          key={k}
          type="button"
          onClick={() => press(k)}
          aria-label={k === 'back' ? t('slip.backspace') : k === 'C' ? t('terminal.clear') : k}
        >
          {k === 'back' ? '⌫' : k}
        </button>
      ))}
    </div>
  );
}
