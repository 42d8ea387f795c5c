import { useParams } from 'react-router';

/** Builds links inside the current language: `link('live')` is `/en/live` on an English page. */
export function useLangLink(): (path?: string) => string {
  const { lang = 'tr' } = useParams();
  return (path = '') => `/${lang}/${path}`;
}
