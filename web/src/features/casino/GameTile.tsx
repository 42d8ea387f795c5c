import { useTranslation } from 'react-i18next';
import { useCasinoFavorites, favoriteKind, type FavoriteGame } from './casino-favorites.ts';
import { useLaunch } from './launch.ts';

/** A transparent pixel: a picture that fails to load becomes blank (spec section 8). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** The tile's picture size: fixed, so the grid never moves while pictures arrive. */
export const TILE_W = 120;
export const TILE_H = 150;

/** One game: its picture (lazy, fixed size), title, provider and the favourite heart. */
export function GameTile({ game }: { game: FavoriteGame }) {
  const { t } = useTranslation();
  const open = useLaunch((s) => s.open);
  const kind = favoriteKind(game.product);
  const favorite = useCasinoFavorites((s) => s[kind].some((g) => g.id === game.id));
  const toggle = useCasinoFavorites((s) => s.toggle);
  return (
    <div className="game-tile" data-testid="game-tile" data-game-id={game.id}>
      <button type="button" className="game-open" onClick={() => open(game)}>
        <img
          src={game.logo || BLANK}
          alt=""
          width={TILE_W}
          height={TILE_H}
          loading="lazy"
          decoding="async"
          onError={(e) => {
            if (e.currentTarget.src !== BLANK) e.currentTarget.src = BLANK;
          }}
        />
        <span className="game-title" dir="auto">
          {game.title}
        </span>
        <span className="game-provider" dir="auto">
          {game.providerName}
        </span>
      </button>
      <button
        type="button"
        className="game-fav"
        aria-pressed={favorite}
        aria-label={`${favorite ? t('casino.favRemove') : t('casino.favAdd')}: ${game.title}`}
        onClick={() => toggle(game)}
      >
        {favorite ? '♥' : '♡'}
      </button>
    </div>
  );
}
