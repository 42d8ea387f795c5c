import { PaymentPage } from './PaymentPage.tsx';

export default function WithdrawPage() {
  return <PaymentPage transferType={1} />;
}
