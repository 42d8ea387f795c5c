import { isShopUser } from '@bet/shared';
import { useSession } from '../../state/session-store.ts';
import { TerminalStatusBar } from './TerminalStatusBar.tsx';
import { TerminalSubmissions } from './TerminalSubmissions.tsx';
import {
  useIdleReturn,
  useScannedTickets,
  useSlipSubmissionCheck,
  useTouchTargets,
} from './use-shop-terminal.ts';
import './terminal.css';

/**
 * What F mode adds to the shell: the status bar, the bets to look at, large touch targets,
 * scanning, the idle return, and the answer for a slip whose bet is being checked.
 */
export function TerminalChrome() {
  const user = useSession((s) => s.user);
  return isShopUser(user) ? <ShopTerminal /> : null;
}

function ShopTerminal() {
  useTouchTargets();
  useIdleReturn();
  useScannedTickets();
  useSlipSubmissionCheck();
  return (
    <>
      <TerminalStatusBar />
      <TerminalSubmissions />
    </>
  );
}
