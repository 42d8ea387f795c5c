/**
 * Which page origins may open a realtime connection. Browsers send `Origin` on every WebSocket
 * handshake and on cross-site requests; a page of another site must not ride the user's cookie into
 * the `/user` socket (cross-site WebSocket hijacking). The site's own pages connect from the host
 * they were loaded from (the shop terminal's kiosk window loads the site itself), so that host is
 * always allowed; `ALLOWED_ORIGINS` adds others (a proxy that rewrites Host, a second domain).
 */

/** `https://a.example, http://b:8080` → normalised origins; throws on anything that is not one. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = new URL(s);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== s.replace(/\/$/, ''))
        throw new Error(s);
      return url.origin;
    });
}

/**
 * Whether a request with this `Origin` may connect. No Origin: not a browser page on another site
 * (a same-origin polling GET, a Node client), which this check is not about.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file pages) and garbage
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (allowed.includes(url.origin)) return true;
  return host !== undefined && url.host === host.toLowerCase();
}
