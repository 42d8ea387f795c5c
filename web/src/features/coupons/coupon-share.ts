import { client } from '../../api/client.ts';
import { NOTIFY } from '@bet/shared';
import { i18n } from '../../i18n/i18n.ts';
import { notifyKey } from '../../state/notify-text.ts';

/** The public link of a coupon: its share code only, never the owner's id or the ticket id. */
export async function shareLink(ticketId: string, lang: string): Promise<string> {
  const { code } = await client.coupons.shareCode({ ticketId });
  return `${location.origin}/${lang}/couponShare/${code}`;
}

/**
 * Shares a coupon: the system's share sheet where there is one, else the link to the clipboard.
 * Answers the link when neither worked, for the page to show it to copy by hand.
 */
export async function shareCoupon(ticketId: string, lang: string): Promise<string | null> {
  let url: string;
  try {
    url = await shareLink(ticketId, lang);
  } catch {
    notifyKey(NOTIFY.error, 'technicalError');
    return null;
  }
  if (navigator.share) {
    const shared = await navigator
      .share({ title: i18n.t('share.title'), url })
      .then(() => true)
      .catch((e: unknown) => e instanceof DOMException && e.name === 'AbortError');
    if (shared) return null;
  }
  try {
    await navigator.clipboard.writeText(url);
    notifyKey(NOTIFY.success, 'slip.shareCopied');
    return null;
  } catch {
    return url;
  }
}
