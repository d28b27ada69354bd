// The service worker `out/sw.js`: sw/sw.ts bundled by esbuild, with its precache list (the app's bundles, the offline
// page and the not-found page) from Serwist. Pages are cached as they are visited, not here: a site of thousands of
// pages would otherwise be downloaded whole on the first visit.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { getFileManifestEntries, validateGetManifestOptions } from '@serwist/build';
import { build } from 'esbuild';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

// What the bundle holds where the precache list goes (Serwist's `self.__SW_MANIFEST`) until the export exists: a
// free name, which minifying leaves as it is.
const PLACEHOLDER = '__FJORDBY_PRECACHE_LIST__';

/** Serwist's precache list of the export in `out/`. */
async function precacheList() {
  const options = await validateGetManifestOptions({
    globDirectory: 'out',
    globPatterns: ['_next/static/**/*.{js,css,woff2,woff,svg,png,jpg,webp,avif,ico}', 'offline.html', '404.html'],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  const { count, manifestEntries, size, warnings } = await getFileManifestEntries(options);
  for (const warning of warnings) console.warn(warning);
  return { count, size, entries: manifestEntries ?? [] };
}

/**
 * Bundles the worker, which needs nothing of the export but its precache list, so that it can be done while
 * `next build` runs; the returned function writes it into `out/` with the list once the export is there.
 */
export async function bundleServiceWorker() {
  // The worker is browser code built outside Next: it gets the same build-time values (next.config.ts's `env`, from
  // the route data read through lib/) from Next's own loading of that configuration.
  /** @type {typeof import('next/dist/server/config.js').default} */
  const loadConfig = createRequire(import.meta.url)('next/dist/server/config.js').default;
  const { env } = await loadConfig(PHASE_PRODUCTION_BUILD, process.cwd(), { silent: true });
  const { outputFiles } = await build({
    entryPoints: ['sw/sw.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16'],
    minify: true,
    write: false,
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.FJORDBY_IMAGE_ORIGINS': JSON.stringify(env.FJORDBY_IMAGE_ORIGINS ?? ''),
      'self.__SW_MANIFEST': PLACEHOLDER,
    },
  });
  const bundle = outputFiles[0]?.text ?? '';
  if (bundle.split(PLACEHOLDER).length !== 2) throw new Error('sw/sw.ts must read self.__SW_MANIFEST exactly once');
  return async function writeServiceWorker() {
    const list = await precacheList();
    writeFileSync(
      'out/sw.js',
      bundle.replace(PLACEHOLDER, () => JSON.stringify(list.entries)),
    );
    console.log(`out/sw.js written; it precaches ${list.count} files, ${Math.round(list.size / 1024)} kB.`);
  };
}
