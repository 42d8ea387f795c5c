import { useTranslation } from 'react-i18next';
import { HomeMatches } from './HomeMatches.tsx';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="home" data-testid="home">
      <h1 className="visually-hidden">{t('home.welcome')}</h1>
      <HomeMatches />
      {/* banners, winners and info links come after the first paint into this box (SiteExtras) */}
      <div id="home-extras" className="home-extras-slot" />
    </section>
  );
}
