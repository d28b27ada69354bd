// The web app's build (`npm run build`, and what the pipeline's export runs on the web app's own Node): `next build`
// exports the site into out/, then the route data's served files, each page's Content-Security-Policy, the startup
// chunks' compile hint and the service worker go into the export. The worker is bundled while Next builds: on two cores its third of a second of module
// loading and esbuild fits in Next's start, where one core waits, instead of coming after the export.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

import { serverActionsKey } from './server-actions-key.mjs';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const env = {
  ...process.env,
  // Next compacts its build cache while the pages render unless told that a `next internal post-build` will (npm's
  // `postbuild`, the pipeline's export once the site is live): on two cores that took a tenth of a small site's export.
  NEXT_USE_POST_BUILD: '1',
  // The same key as the last build's, so that a warm build compiles again only what changed (server-actions-key.mjs).
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: serverActionsKey('.next/cache'),
};
const child = spawn(process.execPath, [next, 'build'], { stdio: 'inherit', env });
// Ctrl-C or the pipeline's stop reaches the build too, not only this process.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
const exited = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

// Loaded only now: the build starts first, its own start no longer waiting on Serwist's and esbuild's modules.
const { bundleServiceWorker } = await import('./service-worker.mjs');
const worker = bundleServiceWorker();
// Reported after the build's own outcome, which comes first: nothing is unhandled meanwhile.
worker.catch(() => {});
const code = await exited;
if (code !== 0) process.exit(code);
const { copyRouteData } = await import('./copy-route-data.mjs');
copyRouteData();
// Before the service worker lists the export's files: it precaches pages by their content.
const { writePolicies } = await import('./content-security-policy.mjs');
writePolicies();
// Before the service worker lists the export's files: it precaches the chunks as they are served.
const { hintStartupChunks } = await import('./compile-hints.mjs');
hintStartupChunks();
const writeServiceWorker = await worker;
await writeServiceWorker();
