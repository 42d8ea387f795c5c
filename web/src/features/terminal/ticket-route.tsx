import { RequireLogin } from '../../app/guards.tsx';
import TicketPage from './TicketPage.tsx';

/** The ticket screen as a lazily loaded route (react-router's `lazy`): logged-in users only. */
export function Component() {
  return (
    <RequireLogin>
      <TicketPage />
    </RequireLogin>
  );
}
