import { useTranslation } from 'react-i18next';
import { cashReportText, type CashReportModel } from '@bet/shared';
import { useIntlLocales } from '../../../i18n/locale.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useMoney } from '../../../ui/use-money.ts';

/**
 * An end-of-shift or end-of-day report as the terminal prints it: the rows of the shared report
 * model, section by section, in the reader's language, money and zone.
 */
export function CashReportView({ model, testId }: { model: CashReportModel; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const at = useDateFormat(DATE_TIME);
  const numbers = new Intl.NumberFormat([...useIntlLocales()]);
  const text = cashReportText(model, {
    t: (key) => t(key),
    money,
    time: (iso) => at.format(new Date(iso)),
    count: (n) => numbers.format(n),
  });
  return (
    <article className="panel-card cash-report" data-testid={testId}>
      <h3>{text.title}</h3>
      {text.sections.map((section, i) => (
        <table key={i} className="panel-table">
          <caption>{section.title}</caption>
          <tbody>
            {section.rows.map((row, j) => (
              <tr key={j}>
                <th scope="row">{row.label}</th>
                <td className="num">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </article>
  );
}
