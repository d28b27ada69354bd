// The service worker `out/sw.js`: sw/sw.ts bundled by esbuild, with its precache list (the app's bundles, the offline
// page and the not-found page) from Serwist. Pages are cached as they are visited, not here: a site of thousands of
// pages would otherwise be downloaded whole on the first visit.
import { writeFileSync } from 'node:fs';

import { getFileManifestEntries, validateGetManifestOptions } from '@serwist/build';
import { build } from 'esbuild';

import { builtEnv } from './built-env.mjs';

// What sw/sw.ts reads that is known only once `next build` has run, and what the bundle holds in its place until then:
// free names, which minifying leaves as they are. The precache list is Serwist's; the image service's origins, the
// membership provider's base and the member area's path are `FJORDBY_IMAGE_ORIGINS`, `FJORDBY_MEMBERSHIP_API` and
// `FJORDBY_MEMBER_AREA` of next.config.ts's `env`, which the build resolves from the route data.
const ENV = ['FJORDBY_IMAGE_ORIGINS', 'FJORDBY_MEMBERSHIP_API', 'FJORDBY_MEMBER_AREA'];
const PRECACHE_LIST = '__FJORDBY_PRECACHE_LIST__';
/** @param {string} name */
const envPlaceholder = (name) => `__${name}__`;
/** @type {Record<string, string>} */
const PLACEHOLDERS = {
  'self.__SW_MANIFEST': PRECACHE_LIST,
  ...Object.fromEntries(ENV.map((name) => [`process.env.${name}`, envPlaceholder(name)])),
};

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
 * Bundles the worker, which needs nothing of the build but the values of PLACEHOLDERS, so that it can be done while
 * `next build` runs; the returned function writes it into `out/` with those values once the export is there.
 */
export async function bundleServiceWorker() {
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
      ...PLACEHOLDERS,
    },
  });
  const bundle = outputFiles[0]?.text ?? '';
  for (const [read, placeholder] of Object.entries(PLACEHOLDERS)) {
    if (bundle.split(placeholder).length !== 2) throw new Error(`sw/sw.ts must read ${read} exactly once`);
  }
  return async function writeServiceWorker() {
    const list = await precacheList();
    const env = builtEnv();
    let worker = bundle.replace(PRECACHE_LIST, () => JSON.stringify(list.entries));
    for (const name of ENV) worker = worker.replace(envPlaceholder(name), () => JSON.stringify(env[name] ?? ''));
    writeFileSync('out/sw.js', worker);
    console.log(`out/sw.js written; it precaches ${list.count} files, ${Math.round(list.size / 1024)} kB.`);
  };
}
