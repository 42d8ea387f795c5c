import { ShiftBar } from './ShiftBar.tsx';
import { TerminalStatusBar } from './TerminalStatusBar.tsx';
import { TerminalSubmissions } from './TerminalSubmissions.tsx';
import {
  useIdleReturn,
  useScannedTickets,
  useSlipSubmissionCheck,
  useTouchTargets,
} from './use-shop-terminal.ts';
import './terminal.css';

/** The shop terminal's part of the shell; only shop users download it. */
export default function ShopTerminal() {
  useTouchTargets();
  useIdleReturn();
  useScannedTickets();
  useSlipSubmissionCheck();
  return (
    <>
      <TerminalStatusBar />
      <ShiftBar />
      <TerminalSubmissions />
    </>
  );
}
