import { defineProject } from 'vitest/config';

export default defineProject({
  // Rendering tests import React and the pages' modules; a busy two-core runner needs more than 5 s.
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
});
