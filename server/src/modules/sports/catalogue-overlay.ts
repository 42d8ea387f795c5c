import type { Kysely } from 'kysely';
import type { CatalogueKind, LanguageCode, Market, Match } from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import type { ViewMatch } from './sports-view.ts';

/** The operator's settings of one entry (migration 0190); absent fields keep the feed's. */
export interface EntrySettings {
  sort: number | null;
  visible: boolean;
  top: boolean | null;
  logo: string;
  live: boolean;
  liveDelayMs: number | null;
}

const key = (kind: CatalogueKind, id: number) => `${kind}.${id}`;

/**
 * The operator's hand on the catalogue, held in memory beside the view so that every list stays a
 * read of memory: names per language (the feed's name where none is set), order, visibility, top
 * leagues, logos and flags, which market types show live, and live delays per sport. Reloaded
 * from the database after each change the back office makes.
 */
export class CatalogueOverlay {
  /** 'league.1051' → language → name */
  private names = new Map<string, Map<string, string>>();
  private entries = new Map<string, EntrySettings>();
  private loads = 0;

  /** Counts the loads: any list made at another revision may show an old name, order or visibility. */
  get revision(): number {
    return this.loads;
  }

  async load(db: Kysely<DB>): Promise<void> {
    const [names, entries] = await Promise.all([
      db.selectFrom('catalogue_names').selectAll().execute(),
      db.selectFrom('catalogue_entries').selectAll().execute(),
    ]);
    const nextNames = new Map<string, Map<string, string>>();
    for (const n of names) {
      const k = `${n.kind}.${n.entity_id}`;
      let byLang = nextNames.get(k);
      if (!byLang) nextNames.set(k, (byLang = new Map()));
      byLang.set(n.lang, n.name);
    }
    const nextEntries = new Map<string, EntrySettings>();
    for (const e of entries)
      nextEntries.set(`${e.kind}.${e.entity_id}`, {
        sort: e.sort,
        visible: e.visible === 1,
        top: e.top === null ? null : e.top === 1,
        logo: e.logo,
        live: e.live === 1,
        liveDelayMs: e.live_delay_ms,
      });
    this.names = nextNames;
    this.entries = nextEntries;
    this.loads++;
  }

  /** The operator's name of an entity in `lang`, else the feed's. */
  name(kind: CatalogueKind, id: number, lang: LanguageCode, feedName: string): string {
    return this.names.get(key(kind, id))?.get(lang) || feedName;
  }

  /** Every name set in `lang`, keyed as shared's entity names. */
  namesIn(lang: LanguageCode): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, byLang] of this.names) {
      const name = byLang.get(lang);
      if (name) out[k] = name;
    }
    return out;
  }

  settings(kind: CatalogueKind, id: number): EntrySettings | undefined {
    return this.entries.get(key(kind, id));
  }

  /** Lists order by the operator's order first (entries without one after), then as they came. */
  sortOf(kind: CatalogueKind, id: number): number {
    return this.entries.get(key(kind, id))?.sort ?? Number.MAX_SAFE_INTEGER;
  }

  logo(kind: CatalogueKind, id: number, feedLogo: string): string {
    return this.entries.get(key(kind, id))?.logo || feedLogo;
  }

  /** A match players see: its sport, country and league are not hidden. */
  shows(m: Pick<ViewMatch, 'sportId' | 'categoryId' | 'tournamentId'>): boolean {
    return (
      this.entries.get(key('sport', m.sportId))?.visible !== false &&
      this.entries.get(key('country', m.categoryId))?.visible !== false &&
      this.entries.get(key('league', m.tournamentId))?.visible !== false
    );
  }

  /** One of the top leagues: the operator's choice, else the feed's. */
  isTop(m: Pick<ViewMatch, 'tournamentId' | 'top'>): boolean {
    return this.entries.get(key('league', m.tournamentId))?.top ?? m.top;
  }

  /** A market players see: its type is not hidden, and on a live match it is shown live. */
  showsMarket(typeId: number, live: boolean): boolean {
    const e = this.entries.get(key('market', typeId));
    return !e || (e.visible && (!live || e.live));
  }

  /** How long live bets on a sport wait before their second check, when the operator set it. */
  liveDelayMs(sportId: number): number | null {
    return this.entries.get(key('sport', sportId))?.liveDelayMs ?? null;
  }

  /**
   * How long a coupon with live picks of these sports waits before its second check: the longest
   * of their delays, each sport's own where the operator set one, else the site's.
   */
  liveDelayFor(sportIds: readonly number[], siteDelayMs: number): number {
    return sportIds.reduce((most, id) => Math.max(most, this.liveDelayMs(id) ?? siteDelayMs), 0);
  }

  /** The contract's match in `lang`: the operator's names, the markets players may see. */
  localize(m: Match, lang: LanguageCode): Match {
    const live = m.ttype === 'L';
    return {
      ...m,
      sportName: this.name('sport', m.sportId, lang, m.sportName),
      categoryName: this.name('country', m.categoryId, lang, m.categoryName),
      tournamentName: this.name('league', m.tournamentId, lang, m.tournamentName),
      homeTeam: this.name('team', m.homeTeamId, lang, m.homeTeam),
      awayTeam: this.name('team', m.awayTeamId, lang, m.awayTeam),
      markets: this.markets(m.markets, live, lang),
    };
  }

  markets(markets: readonly Market[], live: boolean, lang: LanguageCode): Market[] {
    return markets
      .filter((mk) => this.showsMarket(mk.typeId, live))
      .map((mk) => ({ ...mk, name: this.name('market', mk.typeId, lang, mk.name) }));
  }
}
