import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the explanation stays after a tap. */
const NOTE_MS = 4000;

/**
 * The minimum-matches badge. A title shows only on hover, so a tap opens the explanation beside
 * it too (a toggletip): phones have no hover.
 */
export function MinTipBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const text = t('sports.minTip', { count });
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const timer = setTimeout(() => setOpen(false), NOTE_MS);
    document.addEventListener('pointerdown', close);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  return (
    <span className="min-tip-wrap" ref={ref}>
      <button
        type="button"
        className="min-tip"
        title={text}
        aria-label={text}
        aria-expanded={open}
        data-testid="min-tip"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <span className="min-tip-count">{count}</span>
      </button>
      {open && (
        <span className="min-tip-note" role="status" data-testid="min-tip-note">
          {text}
        </span>
      )}
    </span>
  );
}
