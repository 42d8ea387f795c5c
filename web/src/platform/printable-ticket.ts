import { i18n } from '../i18n/i18n.ts';
import { timeZone } from '../ui/time-zone.ts';

export function printUrl(ticketId: string): string {
  // The ticket shows its times in the zone the site shows them in (the player's choice, else the browser's).
  return `/api/v1/coupons/${ticketId}/print?lang=${i18n.language}&timezone=${encodeURIComponent(timeZone())}`;
}
