import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageBuilt } from '../pages.ts';
import { useLangLink } from './use-lang-link.ts';

/**
 * A menu entry: a link when its page exists; otherwise a disabled link saying 'coming soon', so an
 * area the spec names but this app has not built never opens Home in its place.
 */
export function MenuLink({
  path,
  children,
  className,
  testId,
}: {
  path: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const link = useLangLink();
  if (pageBuilt(path))
    return (
      <Link to={link(path)} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  return (
    <a
      role="link"
      aria-disabled="true"
      className={`menu-soon ${className ?? ''}`}
      data-testid={testId}
      // a tap on it keeps the menu open: nothing happened
      onClick={(e) => e.stopPropagation()}
    >
      {children}
      <small className="soon-badge">{t('menu.comingSoon')}</small>
    </a>
  );
}
