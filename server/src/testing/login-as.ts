import { ApiClient } from './test-server.ts';

/** A fresh client logged in as `userName` (fails the test when the login is refused). */
export async function loginAs(baseUrl: string, userName: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const res = await client.post('/auth/login', { userName, password });
  if (res.status !== 200)
    throw new Error(`login as ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** The demo accounts' passwords (API.md "Running it" and the extra seeded users). */
export const PASSWORDS: Record<string, string> = {
  admin: 'admin1234',
  dealer1: 'dealer1234',
  dealer2: 'dealer1234',
  subdealer1: 'dealer1234',
  player1: 'player1234',
  player2: 'player1234',
  player3: 'player1234',
  player4: 'player1234',
  shop1: 'shop1234',
};

export const loginDemo = (baseUrl: string, userName: string) =>
  loginAs(baseUrl, userName, PASSWORDS[userName]!);
