import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  INITIAL_PROVIDER_TABS,
  searchDebounceMs,
  searchState,
  type CasinoGame,
  type CasinoProductKey,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { areaEnabled, type Area } from '../../app/shell/areas.ts';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { casinoTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { favoriteKind, useCasinoFavorites } from './casino-favorites.ts';
import { GameGrid } from './GameGrid.tsx';
import { GameTile } from './GameTile.tsx';
import { JackpotTiles } from './JackpotTiles.tsx';
import { LaunchLayer } from './LaunchLayer.tsx';
import { useLaunch } from './launch.ts';
// the chips (.chip) of the product tabs and filters, as the other pages with chips import them
import '../../ui/match-row.css';
import './casino.css';

/** The live games tab bar (spec section 2): each product's page, shown when the user may use it. */
const TABS: Array<{ product: CasinoProductKey; path: string; area: Area }> = [
  { product: 'bingo', path: 'bingo', area: 'bingo' },
  { product: 'live', path: 'livecasino', area: 'casino' },
  { product: 'virtual', path: 'virtualgames', area: 'virtual' },
  { product: 'slot', path: 'casino', area: 'slots' },
  { product: 'tv', path: 'tvgames', area: 'tvgames' },
];

/**
 * The text key of a category's name ('Horse Racing' → casino.cat.horseRacing): the demo catalogue's
 * categories have texts in every language; a category the operator named keeps its name.
 */
function categoryKey(name: string): string {
  const [first = '', ...rest] = name.trim().toLowerCase().split(/\s+/);
  return `casino.cat.${first}${rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
}

/** What the lobby shows: rows per provider, one provider's list, Popular, favourites, or every game. */
type View = 'rows' | 'popular' | 'favorites' | 'every' | number;

/**
 * A casino product's lobby (live casino, slots, virtual games, TV games, bingo): the tab bar, the
 * search box, the provider strip with All, Popular and favourites, the category tabs, then a row
 * per provider with its first games and an All tile, or a list in a virtualised grid. The query's
 * masterServiceId (provider) and serviceId (game) open a provider and a game once, then go.
 */
export default function CasinoPage({ product }: { product: CasinoProductKey }) {
  const { t } = useTranslation();
  const link = useLangLink();
  const settings = useSiteSettings((s) => s.settings);
  const user = useSession((s) => s.user);
  const [view, setView] = useState<View>('rows');
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [allProviders, setAllProviders] = useState(product === 'slot');
  const [query, setQuery] = useSearchParams();
  const ready = useTexts(casinoTexts);

  // Search waits for the typing to stop (500 ms in lobbies, 1 s in the virtual and TV filters).
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input), searchDebounceMs(product));
    return () => clearTimeout(timer);
  }, [input, product]);
  const search = searchState(keyword);

  const lobby = useApi(client.casino.lobby, { product, ...(categoryId ? { categoryId } : {}) });
  const listQuery =
    search === 'on'
      ? { product, search: keyword.trim(), ...(categoryId ? { categoryId } : {}) }
      : typeof view === 'number'
        ? { product, providerId: view, ...(categoryId ? { categoryId } : {}) }
        : view === 'every'
          ? { product, ...(categoryId ? { categoryId } : {}) }
          : null;
  const list = useApi(listQuery ? client.casino.games : null, listQuery ?? { product });

  // Deep links: masterServiceId picks a provider, serviceId opens a game; the query then goes.
  useEffect(() => {
    const master = Number(query.get('masterServiceId'));
    const service = Number(query.get('serviceId'));
    if (!master && !service) return;
    if (Number.isInteger(master) && master > 0) setView(master);
    if (Number.isInteger(service) && service > 0)
      client.casino
        .game({ gameId: service })
        .then((g) => useLaunch.getState().open(g))
        .catch(() => undefined);
    setQuery({}, { replace: true });
  }, [query, setQuery]);

  const kind = favoriteKind(product);
  const favorites = useCasinoFavorites((s) => s[kind]);
  const ownFavorites = useMemo(() => favorites.filter((g) => g.product === product), [favorites, product]);

  const data = lobby.data;
  const providers = data?.providers ?? [];
  const shownProviders = allProviders ? providers : providers.slice(0, INITIAL_PROVIDER_TABS);
  const title = t(`casino.title.${product}`);
  const pick = (v: View) => {
    setView(v);
    setInput('');
    setKeyword('');
    window.scrollTo({ top: 0 });
  };

  let body: React.ReactNode;
  if (search === 'tooShort')
    body = (
      <p className="empty" data-testid="casino-search-min">
        {t('casino.searchMin')}
      </p>
    );
  else if (listQuery) {
    const games: CasinoGame[] = list.data?.results ?? [];
    const label =
      search === 'on'
        ? t('casino.results')
        : typeof view === 'number'
          ? (providers.find((p) => p.id === view)?.name ?? title)
          : t('casino.allGames');
    body =
      list.loading && !list.data ? (
        <div className="loading" aria-busy="true" />
      ) : list.error && list.error.status === 404 ? (
        <p className="empty">{t('casino.noGames')}</p>
      ) : games.length === 0 ? (
        <p className="empty" data-testid="casino-empty">
          {t('casino.noGames')}
        </p>
      ) : (
        <>
          <h2 className="casino-list-title">
            {label} <span className="count">({list.data?.totalCount ?? games.length})</span>
          </h2>
          <GameGrid games={games} label={label} />
        </>
      );
  } else if (view === 'popular' || view === 'favorites') {
    const games = view === 'popular' ? (data?.popular ?? []) : ownFavorites;
    const label = view === 'popular' ? t('casino.popular') : t('casino.favorites');
    body =
      games.length === 0 ? (
        <p className="empty" data-testid="casino-empty">
          {t('casino.noGames')}
        </p>
      ) : (
        <>
          <h2 className="casino-list-title">{label}</h2>
          <GameGrid games={games} label={label} />
        </>
      );
  } else if (!data) body = <div className="loading" aria-busy="true" />;
  else if (providers.length === 0)
    body = (
      <p className="empty" data-testid="casino-empty">
        {t('casino.noGames')}
      </p>
    );
  else
    body = (
      <>
        {product !== 'bingo' && (
          <button
            type="button"
            className="btn btn-small casino-every"
            data-testid="casino-every"
            onClick={() => pick('every')}
          >
            {t('casino.allGames')} ({providers.reduce((s, p) => s + p.gameCount, 0)})
          </button>
        )}
        {providers.map((p) => (
          <section
            key={p.id}
            className="provider-row"
            aria-labelledby={`provider-${p.id}`}
            data-testid="provider-row"
          >
            <h2 id={`provider-${p.id}`}>
              {p.name} <span className="count">({p.gameCount})</span>
            </h2>
            <ul className="provider-games">
              {p.games.map((g) => (
                <li key={g.id}>
                  <GameTile game={g} />
                </li>
              ))}
              {p.gameCount > p.games.length && (
                <li>
                  <button
                    type="button"
                    className="all-tile"
                    data-testid="provider-all"
                    onClick={() => pick(p.id)}
                  >
                    <span>{t('casino.all')}</span>
                    <span className="visually-hidden">{p.name}</span>
                    <span className="count">{p.gameCount}</span>
                  </button>
                </li>
              )}
            </ul>
          </section>
        ))}
      </>
    );

  if (!ready) return <div className="loading" aria-busy="true" />;
  return (
    <section className={`casino-page casino-${product}`} data-testid="casino-page" data-product={product}>
      <nav className="casino-tabs" aria-label={t('casino.products')}>
        {TABS.filter((tab) => areaEnabled(tab.area, settings, user)).map((tab) => (
          <Link
            key={tab.product}
            to={link(tab.path)}
            className={`chip${tab.product === product ? ' active' : ''}`}
            aria-current={tab.product === product ? 'page' : undefined}
          >
            {t(`casino.title.${tab.product}`)}
          </Link>
        ))}
      </nav>
      <h1 className="page-title">{title}</h1>
      <JackpotTiles product={product} />
      {product !== 'bingo' && (
        <div className="casino-search">
          <label htmlFor="casino-search" className="visually-hidden">
            {t('casino.search')}
          </label>
          <input
            id="casino-search"
            type="search"
            value={input}
            placeholder={t('casino.search')}
            autoComplete="off"
            maxLength={50}
            onChange={(e) => setInput(e.target.value)}
            data-testid="casino-search"
          />
        </div>
      )}
      {product !== 'bingo' && (
        <div
          className="provider-strip"
          role="group"
          aria-label={t('casino.providers')}
          data-testid="provider-strip"
        >
          <button type="button" className="chip" aria-pressed={view === 'rows'} onClick={() => pick('rows')}>
            {t('casino.all')}
          </button>
          {(data?.popular.length ?? 0) > 0 && (
            <button
              type="button"
              className="chip"
              aria-pressed={view === 'popular'}
              onClick={() => pick('popular')}
            >
              {t('casino.popular')}
            </button>
          )}
          <button
            type="button"
            className="chip"
            aria-pressed={view === 'favorites'}
            onClick={() => pick('favorites')}
          >
            {t('casino.favorites')} <span className="count">{ownFavorites.length}</span>
          </button>
          {shownProviders.map((p) => (
            <button
              key={p.id}
              type="button"
              className="chip"
              aria-pressed={view === p.id}
              onClick={() => pick(p.id)}
              data-testid="provider-chip"
            >
              {p.name}
            </button>
          ))}
          {providers.length > INITIAL_PROVIDER_TABS && (
            <button
              type="button"
              className="chip"
              aria-expanded={allProviders}
              onClick={() => setAllProviders((v) => !v)}
            >
              {allProviders ? t('casino.fewerProviders') : t('casino.moreProviders')}
            </button>
          )}
        </div>
      )}
      {(data?.categories.length ?? 0) > 1 && (
        <div
          className="category-tabs"
          role="group"
          aria-label={t('casino.categories')}
          data-testid="category-tabs"
        >
          <button
            type="button"
            className="chip"
            aria-pressed={categoryId === undefined}
            onClick={() => setCategoryId(undefined)}
          >
            {t('casino.all')}
          </button>
          {data!.categories.map((c) => (
            <button
              key={c.id}
              type="button"
              className="chip"
              aria-pressed={categoryId === c.id}
              onClick={() => setCategoryId(c.id)}
            >
              {t(categoryKey(c.name), { defaultValue: c.name })}
            </button>
          ))}
        </div>
      )}
      <div className="casino-body">{body}</div>
      <LaunchLayer />
    </section>
  );
}
