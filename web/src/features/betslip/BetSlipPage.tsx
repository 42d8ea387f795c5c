import { BetSlipView } from './BetSlipView.tsx';

/** The bet slip as a page (phones, and the BetSlip route on any screen). */
export default function BetSlipPage() {
  return <BetSlipView variant="page" />;
}
