import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { useFavorites } from '../../state/favorites-store.ts';
import { MatchList } from '../../ui/MatchList.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import '../../ui/match-row.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** Favourite live matches, with delete all and back. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const ids = useFavorites((s) => s.ids);
  const clear = useFavorites((s) => s.clear);
  const { data, loading, unreachable } = useApi(ids.length ? client.sports.liveFavorites : null, {
    ids: ids.join(','),
  });
  const matches = ids.length ? (data?.results ?? []) : [];
  useLiveFollow(
    undefined,
    matches.map((m) => m.id),
  );
  return (
    <section className="favorites-page" data-testid="favorites">
      <div className="toolbar">
        <button type="button" className="chip" onClick={() => void navigate(-1)}>
          {t('nav.back')}
        </button>
        <span style={{ flex: 1 }}>{t('favorites.title')}</span>
        <button
          type="button"
          className="chip"
          onClick={clear}
          disabled={ids.length === 0}
          data-testid="favorites-clear"
        >
          {t('sports.deleteAll')}
        </button>
      </div>
      <MatchList
        matches={matches}
        showFavorite
        detailHref={(m) => matchDetailPath(lang, m)}
        empty={
          loading ? (
            <Skeleton />
          ) : unreachable ? (
            <OfflineEmpty />
          ) : (
            <EmptyState
              text={t('sports.favEmpty')}
              testId="favorites-empty"
              ways={[
                { label: t('nav.live'), to: `/${lang}/livebets` },
                { label: t('nav.sports'), to: `/${lang}/sports` },
              ]}
            />
          )
        }
      />
    </section>
  );
}
