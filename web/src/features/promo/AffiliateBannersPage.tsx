import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { affiliateBannerSnippet, affiliateLinkUrl } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useApi } from '../../ui/use-api.ts';
import { promoTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import './promo.css';

/** Affiliate banners: name and size, the image, Copy Code and Show Code; the code links to register/{affCode}. */
export default function AffiliateBannersPage() {
  const ready = useTexts(promoTexts);
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const { data } = useApi(client.affiliates.banners);
  const [shown, setShown] = useState<number | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  if (!ready || !data) return <div className="loading" aria-busy="true" />;
  const link = affiliateLinkUrl(window.location.origin, lang, data.affCode ?? '');
  const snippet = (b: (typeof data.results)[number]) =>
    affiliateBannerSnippet({ ...b, image: new URL(b.image, window.location.origin).href }, link);

  return (
    <section className="promo-page" data-testid="affiliate-banners">
      <h1 className="page-title">{t('banner.title')}</h1>
      {(data.results.length === 0 || !data.affCode) && <p className="empty">{t('nomovements')}</p>}
      {data.affCode && (
        <ul className="aff-list">
          {data.results.map((b) => (
            <li key={b.id} className="aff-banner" data-testid="affiliate-banner">
              <span>
                {b.name} ({b.width}×{b.height})
              </span>
              <img src={b.image} alt={b.name} width={b.width} height={b.height} loading="lazy" />
              <span className="aff-tabs">
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => {
                    void navigator.clipboard?.writeText(snippet(b)).catch(() => undefined);
                    setCopied(b.id);
                  }}
                >
                  {t('banner.copy')}
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-expanded={shown === b.id}
                  onClick={() => setShown(shown === b.id ? null : b.id)}
                >
                  {t(shown === b.id ? 'banner.hide' : 'banner.show')}
                </button>
                <span role="status">{copied === b.id ? t('banner.copied') : ''}</span>
              </span>
              {shown === b.id && (
                <label>
                  {t('banner.code')}
                  <textarea
                    className="banner-code"
                    readOnly
                    rows={4}
                    value={snippet(b)}
                    data-testid="banner-code"
                  />
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
