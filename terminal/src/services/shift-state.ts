import type { TerminalClient } from './server-client.ts';

/**
 * Whether a cashier's shift is open at this terminal, as the server says: null when it cannot say
 * (unreachable, nobody signed in, a refusal), which a caller deciding on an update takes as "wait".
 */
export async function shiftOpen(client: TerminalClient): Promise<boolean | null> {
  try {
    return (await client.shifts.current()).shift !== null;
  } catch {
    return null;
  }
}
