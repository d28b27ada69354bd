// The web app's build (`npm run build`, and what the pipeline's export runs on the web app's own Node): `next build`
// exports the site into out/, then the route data's served files, each page's Content-Security-Policy, the startup
// chunks' compile hint and the service worker go into the export. The worker is bundled while Next builds: on two cores its third of a second of module
// loading and esbuild fits in Next's start, where one core waits, instead of coming after the export.
import { spawn } from 'node:child_process';

import { CACHE_DIR, nextBuildEnv, nextCli } from './next-internals.mjs';
import { serverActionsKey } from './server-actions-key.mjs';

const env = {
  ...process.env,
  // Next leaves compacting its build cache to scripts/compact-cache.mjs (npm's `postbuild`, the pipeline's export once
  // the site is live) instead of doing it while the pages render; and it is handed the same server-actions key as the
  // last build's, so that a warm build compiles again only what changed (server-actions-key.mjs).
  ...nextBuildEnv(serverActionsKey(CACHE_DIR)),
};
const child = spawn(process.execPath, [nextCli(), 'build'], { stdio: 'inherit', env });
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
