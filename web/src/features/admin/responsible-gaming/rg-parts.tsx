import { useTranslation } from 'react-i18next';
import type { RgExclusionView } from '@bet/shared';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';

/** A running time-out or self-exclusion: its type and until when (or that it is permanent). */
export function ExclusionText({ exclusion }: { exclusion: RgExclusionView | null }) {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  if (!exclusion) return <>{t('panel.rg.noExclusion')}</>;
  const type = t(`panel.rg.type.${exclusion.type}`);
  return (
    <span data-testid="rg-exclusion">
      {exclusion.endsAt
        ? t('panel.rg.exclusionUntil', { type, at: at.format(new Date(exclusion.endsAt)) })
        : t('panel.rg.exclusionPermanent', { type })}
    </span>
  );
}
