import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@bet/shared';
import { useOddsFormat } from '../state/odds-format-store.ts';

const FORMATS: OddsFormat[] = ['decimal', 'fractional', 'american'];

/** The odds-type dropdown of the lists: decimal, fractional or American, kept for next time. */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const format = useOddsFormat((s) => s.format);
  const setFormat = useOddsFormat((s) => s.setFormat);
  return (
    <select
      aria-label={t('sports.oddsFormat')}
      value={format}
      onChange={(e) => setFormat(e.target.value as OddsFormat)}
      data-testid="odds-format"
    >
      {FORMATS.map((f) => (
        <option key={f} value={f}>
          {t(`sports.format.${f}`)}
        </option>
      ))}
    </select>
  );
}
