import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'printer-drivers', include: ['src/**/*.test.ts'] },
});
