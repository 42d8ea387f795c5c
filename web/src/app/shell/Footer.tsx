import './footer.css';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { footerItems, isShopUser, type FooterItem } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { useSlip } from '../../state/slip-store.ts';
import { Icon, type IconName } from './Icon.tsx';
import { useLangLink } from './use-lang-link.ts';

const TARGETS: Record<Exclude<FooterItem, 'coupon'>, { path: string; label: string; icon: IconName }> = {
  home: { path: '', label: 'nav.home', icon: 'home' },
  live: { path: 'livebets', label: 'nav.live', icon: 'live' },
  sports: { path: 'sports', label: 'nav.sports', icon: 'sports' },
  cashout: { path: 'cashout', label: 'nav.cashout', icon: 'cashout' },
};

/**
 * Home, Live, Sports, Cashout (logged in, not type F), and Coupon with its count, or Coupons when the
 * slip is empty (type F: always Coupon).
 */
export function Footer() {
  const { t } = useTranslation();
  const link = useLangLink();
  const user = useSession((s) => s.user);
  const picks = useSlip((s) => s.slip.picks.length);
  // A shop user has no My coupons: its last entry is always the slip.
  const slipOnly = !!user && isShopUser(user);
  return (
    <footer className="footer">
      {footerItems(user).map((item) =>
        item === 'coupon' ? (
          picks > 0 || slipOnly ? (
            <NavLink key={item} to={link('betslip')} data-testid="footer-slip">
              <Icon name="coupon" />
              <span>
                {t('nav.coupon')} {picks > 0 && <span className="badge">{picks}</span>}
              </span>
            </NavLink>
          ) : (
            <NavLink key={item} to={link('coupons')} data-testid="footer-coupons">
              <Icon name="coupons" />
              <span>{t('nav.coupons')}</span>
            </NavLink>
          )
        ) : (
          <NavLink
            key={item}
            to={link(TARGETS[item].path)}
            end={item === 'home'}
            data-testid={`footer-${item}`}
          >
            <Icon name={TARGETS[item].icon} />
            <span>{t(TARGETS[item].label)}</span>
          </NavLink>
        ),
      )}
    </footer>
  );
}
