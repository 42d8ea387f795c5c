import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Tests start real servers and databases; give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Each file in a fresh module graph spent more time importing the server than testing it (the
    // coupon, wallet and database files: 40 s isolated, 16 s sharing one). Every test makes its own
    // server and database, so what the files share is code and the caches of compiled statements.
    isolate: false,
  },
});
