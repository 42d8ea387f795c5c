import type { LanguageCode } from './languages.ts';

/**
 * Sports data the feed names in English (sports, countries, leagues, market types and outcomes),
 * shown in the reader's language by its id. The feed's own name is the last fallback, so a new
 * league or market the resources do not know yet still shows, as the feed writes it.
 */
export type EntityKind = 'sport' | 'country' | 'league' | 'market' | 'outcome';

export interface NamedEntity {
  kind: EntityKind;
  /** sport id, category id, tournament id, market type id, or an outcome's code ('Over', 'Yes') */
  id: number | string;
  /** the feed's name */
  name: string;
}

/** The resource key of an entity's name, or none for an outcome that is notation (1, X, 1/X, 2:1). */
export function entityNameKey(entity: Pick<NamedEntity, 'kind' | 'id'>): string | undefined {
  if (entity.kind === 'outcome') {
    // outcomes are their codes; only words have a translation (':' and '/' would also split an i18next key)
    return typeof entity.id === 'string' && /^[A-Za-z]{2,}$/.test(entity.id)
      ? `outcome.${entity.id}`
      : undefined;
  }
  return `${entity.kind}.${entity.id}`;
}

/** A text by resource key in one language, or undefined when the resources have none. */
export type NameLookup = (key: string) => string | undefined;

/**
 * A name set for one language outside the resources (the back office's own names of its sports,
 * leagues and markets); undefined leaves the entity to the resources.
 */
export type NameOverride = (entity: NamedEntity, lang: LanguageCode) => string | undefined;

/**
 * An entity's name in `lang`: the override set for that language, else the resources' text for
 * its id, else the feed's name.
 */
export function entityName(
  entity: NamedEntity,
  lang: LanguageCode,
  lookup: NameLookup,
  override?: NameOverride,
): string {
  const overridden = override?.(entity, lang);
  if (overridden) return overridden;
  const key = entityNameKey(entity);
  const text = key === undefined ? undefined : lookup(key);
  return text || entity.name;
}

/**
 * A lookup over a translator that answers a missing key with the key itself (i18next's `t` and
 * shared's `translate` both do).
 */
export function lookupFromTranslator(t: (key: string) => string): NameLookup {
  return (key) => {
    const text = t(key);
    return text && text !== key ? text : undefined;
  };
}
