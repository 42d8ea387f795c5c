import { formatMoney, type Minor } from '@bet/shared';
import { useSession } from '../state/session-store.ts';
import { useSiteSettings } from '../state/settings-store.ts';

/** Formats minor units in the user's currency (TL for guests), as the site settings say. */
export function useMoney(): (minor: Minor) => string {
  const currency = useSession((s) => s.user?.currency ?? 'TRY');
  const currencyMode = useSiteSettings((s) => Number(s.settings['currencyMode'] ?? 0));
  return (minor) => formatMoney(minor, currency, { currencyMode });
}
