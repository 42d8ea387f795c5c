import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../ui/CountryFlag.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { client } from '../../api/client.ts';

interface Props {
  sportId: number;
  range: { from: string; to: string };
  categoryId: number | undefined;
  tournamentId: number | undefined;
  onPick: (categoryId: number | undefined, tournamentId: number | undefined) => void;
}

/** Categories (countries) of a sport, each opening onto its leagues (tournaments), with match counts. */
export function LeaguePicker({ sportId, range, categoryId, tournamentId, onPick }: Props) {
  const { t } = useTranslation();
  const names = useEntityNames();
  const { data } = useApi(client.sports.categories, { sportId }, range);
  return (
    <div className="league-picker" data-testid="categories">
      {(data?.results ?? []).map((c) => (
        <details
          key={c.id}
          open={c.id === categoryId}
          onToggle={(e) => {
            const open = (e.currentTarget as HTMLDetailsElement).open;
            if (open && c.id !== categoryId) onPick(c.id, undefined);
            if (!open && c.id === categoryId) onPick(undefined, undefined);
          }}
        >
          <summary data-testid="category">
            <CountryFlag code={c.flag} />
            {names.country(c.id, c.name)}
            <span className="count">{c.matchCount}</span>
          </summary>
          {c.id === categoryId && (
            <Tournaments
              sportId={sportId}
              categoryId={c.id}
              range={range}
              active={tournamentId}
              onPick={(tid) => onPick(c.id, tid)}
            />
          )}
        </details>
      ))}
      {data && data.results.length === 0 && <p className="empty">{t('noMatchEnough')}</p>}
    </div>
  );
}

function Tournaments(props: {
  sportId: number;
  categoryId: number;
  range: { from: string; to: string };
  active: number | undefined;
  onPick: (id: number | undefined) => void;
}) {
  const names = useEntityNames();
  const { data } = useApi(
    client.sports.tournaments,
    { sportId: props.sportId, categoryId: props.categoryId },
    props.range,
  );
  return (
    <>
      {(data?.results ?? []).map((tn) => (
        <button
          key={tn.id}
          type="button"
          className="tournament"
          data-testid="tournament"
          aria-pressed={tn.id === props.active}
          onClick={() => props.onPick(tn.id === props.active ? undefined : tn.id)}
        >
          {names.league(tn.id, tn.name)}
          <span className="count">{tn.matchCount}</span>
        </button>
      ))}
    </>
  );
}
