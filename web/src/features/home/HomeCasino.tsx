import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoHomeLists } from '@bet/shared';
import { areaEnabled, type Area } from '../../app/shell/areas.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';

/** The list's games come in a chunk of their own, asked for only once the tabs are on screen. */
const HomeCasinoList = lazy(() => import('./HomeCasinoList.tsx'));

/**
 * Home's casino tabs (accounts section 2, Home): top casino, top slots, new casino, new slots, and
 * the virtual and TV games lists, each from its back-office setting (topcasino_ids, topslot_ids,
 * newcasino_ids, newslot_ids, virtualgames_ids, tvgames_ids). A tab shows only when its area is on
 * for the site and the user; its games load when the box first comes into view.
 */
export const HOME_CASINO_TABS: ReadonlyArray<{ list: keyof CasinoHomeLists; area: Area; lobby: string }> = [
  { list: 'topCasino', area: 'casino', lobby: 'livecasino' },
  { list: 'topSlot', area: 'slots', lobby: 'casino' },
  { list: 'newCasino', area: 'casino', lobby: 'livecasino' },
  { list: 'newSlot', area: 'slots', lobby: 'casino' },
  { list: 'virtual', area: 'virtual', lobby: 'virtualgames' },
  { list: 'tv', area: 'tvgames', lobby: 'tvgames' },
];

export function HomeCasino() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const settings = useSiteSettings((s) => s.settings);
  const tabs = HOME_CASINO_TABS.filter((tab) => areaEnabled(tab.area, settings, user));
  const [chosen, setChosen] = useState<keyof CasinoHomeLists | null>(null);
  const box = useRef<HTMLElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') return void setSeen(true);
    const watch = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [seen, tabs.length]);
  if (tabs.length === 0) return null;
  const active = tabs.find((tab) => tab.list === chosen) ?? tabs[0]!;
  return (
    <section ref={box} className="home-casino" aria-labelledby="home-casino-title" data-testid="home-casino">
      <h2 id="home-casino-title" className="list-header">
        {t('content.casino.title')}
      </h2>
      <div className="home-casino-tabs" role="tablist" aria-labelledby="home-casino-title">
        {tabs.map((tab) => (
          <button
            key={tab.list}
            id={`home-casino-tab-${tab.list}`}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls="home-casino-panel"
            data-testid={`home-casino-tab-${tab.list}`}
            onClick={() => setChosen(tab.list)}
          >
            {t(`content.casino.${tab.list}`)}
          </button>
        ))}
      </div>
      <div
        id="home-casino-panel"
        className="home-casino-panel"
        role="tabpanel"
        aria-labelledby={`home-casino-tab-${active.list}`}
        aria-busy={!seen}
      >
        {seen && (
          <Suspense fallback={null}>
            <HomeCasinoList list={active.list} lobby={active.lobby} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
