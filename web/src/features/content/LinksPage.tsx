import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { OTHERS_LINKS, SUPPORT_LINKS, type ContentLink } from './content-links.ts';
import './content.css';
import { Chevron } from '../../ui/Chevron.tsx';

/** A small menu page: its title and its links, one a row. */
function LinksPage({
  title,
  links,
  testId,
}: {
  title: string;
  links: readonly ContentLink[];
  testId: string;
}) {
  const { t } = useTranslation();
  const link = useLangLink();
  return (
    <section className="content-page" data-testid={testId}>
      <h1 className="page-title">{t(title)}</h1>
      <ul className="content-links">
        {links.map((l) => (
          <li key={l.path}>
            <Link to={link(l.path)}>
              <span>{t(l.label)}</span>
              <span className="content-chevron">
                <Chevron />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Support: help (page 6) and Contact. */
export function SupportPage() {
  return <LinksPage title="content.support" links={SUPPORT_LINKS} testId="support-page" />;
}

/** Others: terms (page 9), Contact, responsible gaming (page 10). */
export function OthersPage() {
  return <LinksPage title="content.others" links={OTHERS_LINKS} testId="others-page" />;
}
