import { Suspense } from 'react';
import { isShopUser } from '@bet/shared';
import { lazyPage } from '../../app/lazy-page.tsx';
import { useSession } from '../../state/session-store.ts';

// Players never download the terminal's part (nor its texts): it keeps the first route within its budget.
const ShopTerminal = lazyPage(() => import('./ShopTerminal.tsx'));

/**
 * What F mode adds to the shell: the status bar, the bets to look at, large touch targets,
 * scanning, the idle return, and the answer for a slip whose bet is being checked.
 */
export function TerminalChrome() {
  const user = useSession((s) => s.user);
  return isShopUser(user) ? (
    <Suspense fallback={null}>
      <ShopTerminal />
    </Suspense>
  ) : null;
}
