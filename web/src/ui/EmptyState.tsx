import { Link } from 'react-router';

export interface WayOn {
  label: string;
  /** a page of the site to go to */
  to?: string;
  /** or something to do here (another tab, all days) */
  onClick?: () => void;
  testId?: string;
}

/**
 * An empty list says why in a sentence and offers a way on (another list, another tab), so the
 * player is never left before an empty screen.
 */
export function EmptyState({ text, ways, testId }: { text: string; ways: WayOn[]; testId?: string }) {
  return (
    <div className="empty empty-state" data-testid={testId}>
      <p>{text}</p>
      <p className="empty-ways">
        {ways.map((w) =>
          w.to ? (
            <Link key={w.label} className="btn" to={w.to} data-testid={w.testId}>
              {w.label}
            </Link>
          ) : (
            <button key={w.label} type="button" className="btn" onClick={w.onClick} data-testid={w.testId}>
              {w.label}
            </button>
          ),
        )}
      </p>
    </div>
  );
}
