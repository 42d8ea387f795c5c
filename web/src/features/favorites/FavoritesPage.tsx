import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { useFavorites } from '../../state/favorites-store.ts';
import { MatchList } from '../../ui/MatchList.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import '../../ui/match-row.css';

/** Favourite live matches, with delete all and back. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const ids = useFavorites((s) => s.ids);
  const clear = useFavorites((s) => s.clear);
  const { data, loading } = useApi(ids.length ? client.sports.liveFavorites : null, {
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
            <div className="loading" aria-busy="true" />
          ) : (
            <p className="empty">{t('noMatchEnough')}</p>
          )
        }
      />
    </section>
  );
}
