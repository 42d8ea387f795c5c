import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toMinor, type Banner } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useWideScreen } from '../../app/shell/use-wide-screen.ts';
import { useContentTexts } from '../content/content-texts.ts';
import { desktopPreferred, setDesktopPreferred } from '../content/desktop-view.ts';
import { PAGE } from '../content/content-links.ts';
import { useSession } from '../../state/session-store.ts';
import { lazyPage } from '../../app/lazy-page.tsx';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary.tsx';
import { casinoTexts } from '../../i18n/feature-texts.ts';
import { useApi } from '../../ui/use-api.ts';
import { useMoney } from '../../ui/use-money.ts';
import { HomeCasino } from './HomeCasino.tsx';
import './home-extras.css';

/** The match jackpot's tiles and their socket come only when their box is about to be seen. */
const MatchJackpot = lazyPage(() => import('./MatchJackpot.tsx'), [casinoTexts]);

/** "Banner autoplay 3 s or 4 s" (accounts section 9). */
export const SLIDE_MS = 4000;

/** Home's banners in the page's language: the language is part of the cache key, the client sends it. */
const bannersIn = Object.assign((_lang: string) => client.content.banners(), {
  callName: client.content.banners.callName,
});

/**
 * What Home shows below its matches once it has painted: the banner slider and the slot banners
 * in the spec's sizes, the week's top winners, the info links and the desktop-version switch.
 * Every box has its size before its data comes, so nothing below or around it moves.
 */
export default function HomeExtras() {
  useContentTexts();
  const { i18n } = useTranslation();
  const banners = useApi(bannersIn, i18n.language).data?.results ?? [];
  return (
    <div className="home-extras" data-testid="home-extras">
      <MatchJackpotSlot />
      <Slider banners={banners.filter((b) => b.type === 'slider')} />
      <SlotBanners banners={banners.filter((b) => b.type === 'normal')} />
      <HomeCasino />
      <TopWinners />
      <InfoLinks />
      <DesktopSwitch />
    </div>
  );
}

function BannerLink({ banner, eager }: { banner: Banner; eager?: boolean }) {
  const { lang = 'tr' } = useParams();
  const image = (
    <img
      src={banner.image}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
  if (!banner.url) return image;
  // a path of the site opens in the app; another site in a new tab
  if (banner.url.startsWith('/'))
    return <Link to={banner.url.replace(/^\/[a-z]{2}\//, `/${lang}/`)}>{image}</Link>;
  return (
    <a href={banner.url} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}

/** The slider: one banner at a time, the next every 4 s unless paused or the reader prefers less motion. */
function Slider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  const count = banners.length;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  const shown = banners[index % Math.max(count, 1)];
  return (
    <section
      className="home-slider"
      aria-label={t('content.banners')}
      aria-roledescription="carousel"
      data-testid="home-slider"
      onFocus={() => setPaused(true)}
    >
      <div className="home-slide">{shown && <BannerLink key={shown.id} banner={shown} eager />}</div>
      {count > 1 && (
        <div className="home-slide-dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={t('content.slide', { n: i + 1 })}
              aria-pressed={i === index % count}
              onClick={() => {
                setPaused(true);
                setIndex(i);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** The six slots below the slider: 1-2 at 634x291, 3-6 at 312x291. */
function SlotBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="home-slots" data-testid="home-slots">
      {banners.map((b) => (
        <li key={b.id} className={b.slot <= 2 ? 'wide' : 'half'}>
          <BannerLink banner={b} />
        </li>
      ))}
    </ul>
  );
}

/** The week's biggest winning coupons (names shortened by the server). */
function TopWinners() {
  const { t } = useTranslation();
  const money = useMoney({ keepTogether: true });
  const { data } = useApi(client.promotions.topWinners);
  return (
    <section className="home-winners" aria-labelledby="home-winners-title" data-testid="home-winners">
      <h2 id="home-winners-title" className="list-header">
        {t('content.winners')}
      </h2>
      {data && data.results.length === 0 && <p className="empty">{t('content.noWinners')}</p>}
      <ol>
        {(data?.results ?? []).map((w, i) => (
          <li key={`${w.userName}-${w.wonAt}-${i}`}>
            <span dir="ltr">{w.userName}</span>
            <strong>{money(toMinor(w.amount))}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Info links (UserInformation, Page id 9 terms, Support, Contact)" of the spec's Home. */
function InfoLinks() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const user = useSession((s) => s.user);
  const links: Array<[string, string]> = [
    ...(user ? [['userInformation', 'content.userInformation'] as [string, string]] : []),
    [`page/${PAGE.terms}`, 'content.terms'],
    ['support', 'content.support'],
    ['contact', 'content.contact'],
  ];
  return (
    <nav className="home-info" aria-label={t('content.others')}>
      {links.map(([path, label]) => (
        <Link key={path} to={`/${lang}/${path}`}>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

/** The desktop-version switch: a phone may ask for the desktop layout, and go back. */
function DesktopSwitch() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [desktop, setDesktop] = useState(desktopPreferred);
  // a real desktop has nothing to switch to
  if (wide && !desktop) return null;
  return (
    <button
      type="button"
      className="home-desktop-switch"
      data-testid="desktop-switch"
      onClick={() => {
        setDesktopPreferred(!desktop);
        setDesktop(!desktop);
      }}
    >
      {t(desktop ? 'content.mobileVersion' : 'content.desktopVersion')}
    </button>
  );
}

/**
 * A box of the tiles' height that loads the match jackpot once it comes near the screen, so a
 * visit that never scrolls down does not open its socket; a failed load leaves the box empty.
 */
function MatchJackpotSlot() {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className="match-jackpot-slot" data-testid="match-jackpot">
      {near && (
        <RouteErrorBoundary quiet>
          <Suspense fallback={null}>
            <MatchJackpot />
          </Suspense>
        </RouteErrorBoundary>
      )}
    </div>
  );
}
