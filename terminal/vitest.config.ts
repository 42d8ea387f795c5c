import { defineProject } from 'vitest/config';

export default defineProject({
  // Terminal services start real queues, printers and servers; a busy two-core runner needs more than 5 s.
  test: { name: 'terminal', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
