import { specialLabel } from '@bet/shared';
import { useTranslation } from 'react-i18next';

/**
 * A market's line as the match lists, the slip, the coupons and the tickets show it: shared's
 * label of the special, by its type's meaning ('' when the type has none).
 */
export function useSpecialLabel(): (typeId: number, special: string) => string {
  const { t } = useTranslation();
  return (typeId, special) => specialLabel(typeId, special, (key, params) => t(key, params));
}
