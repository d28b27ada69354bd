import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@membership': fileURLToPath(new URL('./components/membership/index.ts', import.meta.url)),
      '@membership-film': fileURLToPath(new URL('./components/membership/film.tsx', import.meta.url)),
      '@': fileURLToPath(new URL('./', import.meta.url)),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'node', include: ['test/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['test/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/setup-dom.ts'],
        },
      },
    ],
  },
});
