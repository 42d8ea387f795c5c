import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { GameTile, TILE_H, TILE_W } from './GameTile.tsx';
import type { FavoriteGame } from './casino-favorites.ts';

const GAP = 8;
/** A tile's row: the picture, two lines of text and the gap. */
const ROW_H = TILE_H + 44 + GAP;

/**
 * All the games of a list in a grid whose rows are virtualised on the window's scroll (as the
 * match lists are): a lobby of 2,000 games keeps a few dozen tiles in the page.
 */
export function GameGrid({ games, label }: { games: readonly FavoriteGame[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [cols, setCols] = useState(2);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      setCols(Math.max(2, Math.floor((el.clientWidth + GAP) / (TILE_W + GAP))));
      setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [games.length]);
  const rows = Math.ceil(games.length / cols);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_H,
    overscan: 4,
    scrollMargin,
  });
  return (
    <div
      ref={ref}
      className="game-grid"
      role="list"
      aria-label={label}
      data-testid="game-grid"
      data-count={games.length}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((v) => (
        <div
          key={v.key}
          className="game-grid-row"
          style={{
            position: 'absolute',
            top: 0,
            insetInlineStart: 0,
            width: '100%',
            height: ROW_H - GAP,
            transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
          }}
        >
          {games.slice(v.index * cols, v.index * cols + cols).map((g) => (
            <div role="listitem" key={g.id}>
              <GameTile game={g} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
