import { systemBetsAllowed } from '@bet/shared';
import { useTranslation } from 'react-i18next';
import type { SystemOption } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { toggleSlipSystem } from '../../state/slip-system.ts';
import { HelpTip } from './HelpTip.tsx';

/** The system combinations: ticking one makes a system coupon; bankers then show on the picks. */
export function SystemOptions({ options }: { options: readonly SystemOption[] }) {
  const { t } = useTranslation();
  const disabled = useSession((s) => !systemBetsAllowed(s.user?.system.status));
  // A system needs at least three picks to differ from a combine or singles.
  if (disabled || options.length < 3) return null;
  return (
    <div className="system-options">
      <span className="label">
        {t('slip.system')}{' '}
        <HelpTip label={t('slip.help.bankerLabel')} text={t('slip.help.banker')} testId="help-banker" />
      </span>
      <div className="chips">
        {options.map((o) => (
          <button
            key={o.size}
            type="button"
            className="chip"
            aria-pressed={o.selected}
            data-testid={`system-${o.size}`}
            onClick={() => toggleSlipSystem(o.size)}
          >
            {o.size}/{options.length} <span className="count">({o.count})</span>
          </button>
        ))}
      </div>
    </div>
  );
}
