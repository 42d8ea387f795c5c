import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { client } from '../../api/client.ts';
import SafeHtml from '../../ui/SafeHtml.tsx';
import { useApi } from '../../ui/use-api.ts';
import { promoTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import './promo.css';
import { Chevron } from '../../ui/Chevron.tsx';

/**
 * Promotions: banner images; tapping one shows its detail and puts its id in the URL hash, and a
 * hash on entry opens that one. A hash naming no promotion shows the list.
 */
export default function PromotionsPage() {
  const ready = useTexts(promoTexts);
  const { t } = useTranslation();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data, loading } = useApi(client.promotions.list);
  if (!ready) return <div className="loading" aria-busy="true" />;
  const items = data?.results ?? [];
  const open = items.find((p) => p.bonusId === Number(hash.replace('#', '')));
  const show = (id: number | null) => void navigate(`${pathname}${search}${id ? `#${id}` : ''}`);

  if (open)
    return (
      <article className="promo-detail" data-testid="promotion-detail">
        <button type="button" className="btn btn-small" onClick={() => show(null)}>
          <Chevron back /> {t('promo.back')}
        </button>
        <img className="promo-banner" src={open.bonusImage} alt="" />
        <h1>{open.bannerTitle}</h1>
        <SafeHtml html={open.content} className="promo-text" testId="promotion-text" />
      </article>
    );
  return (
    <section className="promo-page" data-testid="promotions">
      <h1 className="page-title">{t('promo.title')}</h1>
      {loading && !data && <div className="loading" aria-busy="true" />}
      {data && items.length === 0 && <p className="empty">{t('promo.none')}</p>}
      <ul className="promo-list">
        {items.map((p) => (
          <li key={p.bonusId}>
            <button type="button" onClick={() => show(p.bonusId)} data-testid="promotion-item">
              {/* the title as text, in the page's language: the banner is a picture without words */}
              <img src={p.bonusImage} alt="" loading="lazy" width={634} height={291} />
              <span className="promo-title">{p.bannerTitle}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
