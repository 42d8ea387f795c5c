import { useTranslation } from 'react-i18next';
import type { SportItem as Sport } from './api-types.ts';
import { useEntityNames } from './use-entity-name.ts';

/** Sport chips with a count each (match count pre-match, live count on the live screens). */
export function SportTabs({
  sports,
  active,
  count,
  onPick,
}: {
  sports: readonly Sport[];
  active: number | undefined;
  count: (s: Sport) => number;
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation();
  const names = useEntityNames();
  return (
    <nav className="chips sport-tabs" aria-label={t('sports.sports')}>
      {sports
        .filter((s) => count(s) > 0)
        .map((s) => (
          <button
            key={s.id}
            type="button"
            className="chip"
            aria-pressed={s.id === active}
            data-testid="sport-tab"
            onClick={() => onPick(s.id)}
          >
            {names.sport(s.id, s.name)}
            <span className="count">{count(s)}</span>
          </button>
        ))}
    </nav>
  );
}
