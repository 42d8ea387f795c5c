import { useId, useState } from 'react';

/**
 * A short explanation behind a small (?) button: a tap, a click, Enter or Space opens it, hovering
 * with a mouse shows it too, Escape or leaving the button closes it. The button names what it explains and points at the
 * text, so a screen reader reads it either way.
 */
export function HelpTip({ label, text, testId }: { label: string; text: string; testId: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="help-tip" data-open={open}>
      <button
        type="button"
        className="help-tip-button"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={id}
        data-testid={`${testId}-button`}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setOpen(false)}
      >
        ?
      </button>
      <span id={id} role="tooltip" className="help-tip-text" data-testid={testId}>
        {text}
      </span>
    </span>
  );
}
