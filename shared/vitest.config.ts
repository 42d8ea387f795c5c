import { defineProject } from 'vitest/config';

export default defineProject({
  // The property tests run thousands of generated cases each; under coverage on a busy two-core
  // runner one of them can take longer than vitest's default of 5 s without anything being wrong.
  test: { name: 'shared', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
