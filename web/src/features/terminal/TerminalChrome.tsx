import { isShopUser } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { TerminalStatusBar } from './TerminalStatusBar.tsx';
import { useIdleReturn, useScannedTickets, useTouchTargets } from './use-shop-terminal.ts';
import './terminal.css';

/** What F mode adds to the shell: the status bar, large touch targets, scanning, the idle return. */
export function TerminalChrome() {
  const user = useSession((s) => s.user);
  return isShopUser(user) ? <ShopTerminal /> : null;
}

function ShopTerminal() {
  useTouchTargets();
  useIdleReturn();
  useScannedTickets();
  return <TerminalStatusBar />;
}
