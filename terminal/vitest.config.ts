import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'terminal', include: ['src/**/*.test.ts'] },
});
