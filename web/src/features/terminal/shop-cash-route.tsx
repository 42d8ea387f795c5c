import { RequireLogin } from '../../app/guards.tsx';
import ShopCashPage from './ShopCashPage.tsx';

/** Online players at the counter as a lazily loaded route: logged-in users only. */
export function Component() {
  return (
    <RequireLogin>
      <ShopCashPage />
    </RequireLogin>
  );
}
