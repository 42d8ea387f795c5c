import { useTranslation } from 'react-i18next';
import type { SystemOption } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSlip } from '../../state/slip-store.ts';

/** The system combinations: ticking one makes a system coupon; bankers then show on the picks. */
export function SystemOptions({ options }: { options: readonly SystemOption[] }) {
  const { t } = useTranslation();
  const toggle = useSlip((s) => s.toggleSystem);
  const disabled = useSession((s) => s.user?.system.status === 0);
  // A system needs at least three picks to differ from a combine or singles.
  if (disabled || options.length < 3) return null;
  return (
    <div className="system-options">
      <span className="label">{t('slip.system')}</span>
      <div className="chips">
        {options.map((o) => (
          <button
            key={o.size}
            type="button"
            className="chip"
            aria-pressed={o.selected}
            data-testid={`system-${o.size}`}
            onClick={() => toggle(o.size)}
          >
            {o.size}/{options.length} <span className="count">({o.count})</span>
          </button>
        ))}
      </div>
    </div>
  );
}
