import { activationOutcome, type RegisterOutcome, type RegisterRequest } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';

/**
 * Sends the registration and says how it ended: activation 0 opened a session on the server, which
 * the app then reads (a failed read is 'loginFailed'); 1 sent an e-mail code; any other an SMS code.
 */
export async function submitRegistration(form: RegisterRequest): Promise<RegisterOutcome | 'loginFailed'> {
  const { activation } = await client.auth.register(form);
  const outcome = activationOutcome(activation);
  if (outcome !== 'loggedIn') return outcome;
  await useSession.getState().refresh();
  return useSession.getState().user ? 'loggedIn' : 'loginFailed';
}
