import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { matchFrames, type FrameSource } from './match-frames.ts';

/**
 * Tracker, TV, statistics and table of a match as tabs over one iframe, sized by the spec's
 * ratios. Nothing at all when the match has no frame (see `matchFrames`).
 */
export function MatchFrames({ match }: { match: { ttype: 'N' | 'L' } & FrameSource }) {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings((s) => s.settings);
  const loggedIn = useSession((s) => s.status === 'user');
  const frames = matchFrames(match, { lang: i18n.language, loggedIn, settings });
  const [chosen, setChosen] = useState(0);
  const frame = frames[Math.min(chosen, frames.length - 1)];
  if (!frame) return null;
  return (
    <section className="match-frames" data-testid="match-frames">
      {frames.length > 1 && (
        <nav className="chips" role="tablist">
          {frames.map((f, i) => (
            <button
              key={f.kind}
              type="button"
              role="tab"
              className="chip"
              aria-selected={f === frame}
              aria-pressed={f === frame}
              onClick={() => setChosen(i)}
            >
              {t(`frames.${f.kind}`)}
            </button>
          ))}
        </nav>
      )}
      <iframe
        key={frame.src}
        title={t(`frames.${frame.kind}`)}
        src={frame.src}
        loading="lazy"
        allow="autoplay; fullscreen; encrypted-media"
        style={{ width: '100%', aspectRatio: `1 / ${frame.height}`, border: 0, display: 'block' }}
      />
    </section>
  );
}
