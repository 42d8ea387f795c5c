import type { LanguageCode } from '@bet/shared';

/** Titles of the demo banners (their images carry no text, so the title is their name everywhere). */
const TITLES: Record<LanguageCode, [live: string, sports: string, results: string]> = {
  tr: ['Canlı bahis', 'Spor bahisleri', 'Sonuçlar'],
  en: ['Live betting', 'Sports betting', 'Results'],
  aa: ['المراهنة المباشرة', 'المراهنات الرياضية', 'النتائج'],
  az: ['Canlı mərc', 'İdman mərcləri', 'Nəticələr'],
  cw: ['Apuesta na bibu', 'Apuesta di deporte', 'Resultadonan'],
  de: ['Live-Wetten', 'Sportwetten', 'Ergebnisse'],
  el: ['Ζωντανό στοίχημα', 'Αθλητικό στοίχημα', 'Αποτελέσματα'],
  es: ['Apuestas en vivo', 'Apuestas deportivas', 'Resultados'],
  fa: ['شرط‌بندی زنده', 'شرط‌بندی ورزشی', 'نتایج'],
  fr: ['Paris en direct', 'Paris sportifs', 'Résultats'],
  iq: ['Behîsa zindî', 'Behîsên werzişê', 'Encam'],
  it: ['Scommesse live', 'Scommesse sportive', 'Risultati'],
  kr: ['라이브 베팅', '스포츠 베팅', '결과'],
  nl: ['Live wedden', 'Sportweddenschappen', 'Uitslagen'],
  pt: ['Apostas ao vivo', 'Apostas desportivas', 'Resultados'],
  ru: ['Ставки в лайве', 'Ставки на спорт', 'Результаты'],
  sq: ['Baste live', 'Baste sportive', 'Rezultatet'],
};

/** A banner picture without words: a gradient and a few circles, at the slot's size. */
function picture(width: number, height: number, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.5}" r="${height * 0.35}" fill="#fff" fill-opacity=".18"/>` +
    `<circle cx="${width * 0.2}" cy="${height * 0.8}" r="${height * 0.2}" fill="#fff" fill-opacity=".12"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function demoBanners() {
  return Object.entries(TITLES).flatMap(([lang, [live, sports, results]]) => [
    {
      type: 'slider' as const,
      slot: 1,
      lang,
      title: live,
      image: picture(634, 291, '#0b3d91', '#1e88e5'),
      url: `/${lang}/livebets`,
      weight: 1,
    },
    {
      type: 'slider' as const,
      slot: 1,
      lang,
      title: sports,
      image: picture(634, 291, '#1b5e20', '#43a047'),
      url: `/${lang}/sports`,
      weight: 2,
    },
    {
      type: 'normal' as const,
      slot: 3,
      lang,
      title: results,
      image: picture(312, 291, '#4a148c', '#8e24aa'),
      url: `/${lang}/results`,
      weight: 1,
    },
  ]);
}
