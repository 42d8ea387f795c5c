import { PaymentPage } from './PaymentPage.tsx';

export default function DepositPage() {
  return <PaymentPage transferType={0} />;
}
