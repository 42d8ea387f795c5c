import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Tests start real servers and databases; give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
