// After `next build`: the service worker `out/sw.js`, bundled from sw/sw.ts by esbuild with its precache list (the
// app's bundles, the offline page and the not-found page) written in by Serwist. Pages are cached as they are
// visited, not here: a site of thousands of pages would otherwise be downloaded whole on the first visit.
import { createRequire } from 'node:module';

import { runBuildCommand } from '@serwist/cli';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

// The worker is browser code built outside Next: it gets the same build-time values (next.config.ts's `env`, from the
// route data read through lib/) from Next's own loading of that configuration.
/** @type {typeof import('next/dist/server/config.js').default} */
const loadConfig = createRequire(import.meta.url)('next/dist/server/config.js').default;
const { env } = await loadConfig(PHASE_PRODUCTION_BUILD, process.cwd());

await runBuildCommand({
  watch: false,
  config: {
    swSrc: 'sw/sw.ts',
    swDest: 'out/sw.js',
    globDirectory: 'out',
    globPatterns: ['_next/static/**/*.{js,css,woff2,woff,svg,png,jpg,webp,avif,ico}', 'offline.html', '404.html'],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    esbuildOptions: {
      define: {
        'process.env.NODE_ENV': '"production"',
        'process.env.FJORDBY_IMAGE_ORIGINS': JSON.stringify(env.FJORDBY_IMAGE_ORIGINS ?? ''),
      },
      logLevel: 'warning',
    },
  },
});
