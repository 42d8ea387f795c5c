import { defineProject } from 'vitest/config';

export default defineProject({
  // The emulator runs on a pseudo terminal; a busy two-core runner needs more than vitest's 5 s.
  test: { name: 'printer-drivers', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
