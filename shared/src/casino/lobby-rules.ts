/**
 * The casino lobbies' rules (accounts-and-platform sections 2, 5 and 9), shared by the server's
 * catalogue and the web lobbies so that both find the same games for the same words.
 */

/** The casino products; a game belongs to one. */
export const CASINO_PRODUCTS = ['slot', 'live', 'virtual', 'tv', 'bingo'] as const;
export type CasinoProduct = (typeof CASINO_PRODUCTS)[number];

/** Search starts at 3 characters ('Please type minimum of 3 characters to search'). */
export const SEARCH_MIN_CHARS = 3;
/** Lobby search waits this long after the last key. */
export const LOBBY_SEARCH_DEBOUNCE_MS = 500;
/** The virtual and TV games' filters wait longer. */
export const FILTER_SEARCH_DEBOUNCE_MS = 1000;
/** A provider's row in the lobby shows this many games, then an All tile when it has more. */
export const LOBBY_ROW_GAMES = 6;
/** The provider tabs shown before 'more' on the casino, virtual and TV pages. */
export const INITIAL_PROVIDER_TABS = 3;
/** The longest search text a request may carry. */
export const SEARCH_MAX_CHARS = 50;

/** How long a product's search box waits after the last key. */
export function searchDebounceMs(product: CasinoProduct): number {
  return product === 'virtual' || product === 'tv' ? FILTER_SEARCH_DEBOUNCE_MS : LOBBY_SEARCH_DEBOUNCE_MS;
}

/**
 * Text as search compares it: case and accents dropped, so 'İSTANBUL', 'istanbul' and 'Istanbul'
 * meet, and the Turkish dotless ı counts as i (a Turkish keyboard types either).
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase();
}

export type SearchState = 'off' | 'tooShort' | 'on';

/** An empty box shows the lobby ('off'); 1 or 2 characters ask for more; 3 or more search. */
export function searchState(raw: string): SearchState {
  const words = raw.trim();
  if (words.length === 0) return 'off';
  return [...words].length < SEARCH_MIN_CHARS ? 'tooShort' : 'on';
}

/**
 * Whether a game matches a search: a case-insensitive substring of its title or of its
 * provider's name (a provider that matches brings all its games).
 */
export function gameMatches(keyword: string, title: string, providerName: string): boolean {
  const k = foldSearchText(keyword.trim());
  if (k.length === 0) return true;
  return foldSearchText(title).includes(k) || foldSearchText(providerName).includes(k);
}

/**
 * The game ids of a site setting such as topcasino_ids ('12, 7,12,x' → [12, 7]): in the
 * operator's order, each once, anything that is not a positive id left out.
 */
export function settingIds(value: string | undefined | null): number[] {
  const out: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const t = part.trim();
    if (!/^\d{1,9}$/.test(t)) continue;
    const id = Number(t);
    if (id > 0 && !out.includes(id)) out.push(id);
  }
  return out;
}
