import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entityName,
  isLanguageCode,
  lookupFromTranslator,
  DEFAULT_LANGUAGE,
  type NamedEntity,
  type NameOverride,
} from '@bet/shared';
import { loadOperatorNames, useOperatorNames } from '../state/operator-names-store.ts';

export interface EntityNames {
  name: (entity: NamedEntity) => string;
  sport: (id: number, feedName: string) => string;
  country: (id: number, feedName: string) => string;
  league: (id: number, feedName: string) => string;
  market: (typeId: number, feedName: string) => string;
  /** an outcome by its code (its feed name: 'Over', 'Yes', '1', '1/X') */
  outcome: (code: string) => string;
}

/**
 * Sports, countries, leagues, markets and outcomes in the page's language, by their ids (shared's
 * entityName: the operator's name, else the language resources, else the feed's name).
 */
export function useEntityNames(): EntityNames {
  const { t, i18n } = useTranslation();
  const lang = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const operatorNames = useOperatorNames((s) => s.byLang[lang]);
  useEffect(() => loadOperatorNames(lang), [lang]);
  const lookup = lookupFromTranslator((key) => t(key));
  const override: NameOverride = (entity) => operatorNames?.[`${entity.kind}.${entity.id}`];
  const name = (entity: NamedEntity) => entityName(entity, lang, lookup, override);
  return {
    name,
    sport: (id, feedName) => name({ kind: 'sport', id, name: feedName }),
    country: (id, feedName) => name({ kind: 'country', id, name: feedName }),
    league: (id, feedName) => name({ kind: 'league', id, name: feedName }),
    market: (typeId, feedName) => name({ kind: 'market', id: typeId, name: feedName }),
    outcome: (code) => name({ kind: 'outcome', id: code, name: code }),
  };
}
