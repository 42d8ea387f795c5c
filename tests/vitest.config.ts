import { defineProject } from 'vitest/config';

/** Cross-package tests (a terminal service against a real server); the end-to-end suite is Playwright's. */
export default defineProject({
  test: { name: 'tests', include: ['integration/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
