// All the web app relies on of Next.js beyond its documented API, in one place: where its CLI is, an internal command,
// the environment variables `next build` reads, the files a build writes into `.next/` and which of them is its cache.
// No other code of the web app or the pipeline names them (the tests do, to check them): scripts/build.mjs,
// built-env.mjs, compile-hints.mjs and server-actions-key.mjs take them from here; npm's `postbuild` and the
// pipeline's export run scripts/compact-cache.mjs; the export keeps CACHE_DIR from one build to the next, the one
// name it needs before a build (`NEXT_CACHE`, pipeline/defs/site_export/export.py, whose test checks the two agree).
//
// test/next-internals.test.ts checks each entry against the installed `next`, and fails as soon as another version is
// installed: after an upgrade, check every entry below against the new Next.js (the test's checks, and what they do not
// cover: the Docker guess behind server-actions-key.mjs, the shapes test/export.test.ts checks on a real build), then
// set CHECKED_NEXT_VERSION.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The version of `next` (pinned in package.json) that each entry of this module was last checked against. */
export const CHECKED_NEXT_VERSION = '16.4.6';

/** Where `next build` writes its build, relative to `web/`: Next's default `distDir` (next.config.ts sets none). */
export const DIST_DIR = '.next';

/**
 * Next's build cache in DIST_DIR (Turbopack's cache, the server-actions key): the one part of a build worth keeping for
 * the next, which a warm build starts from. Next finds it at `<distDir>/cache`.
 */
export const CACHE_DIR = `${DIST_DIR}/cache`;

/**
 * Next's own variable for a server-actions key shared by builds: when set, `next build` takes it instead of drawing
 * one (server-actions-key.mjs).
 */
export const SERVER_ACTIONS_KEY_ENV = 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY';

/** Next's internal command that compacts Turbopack's build cache, which `next build` leaves to it (nextBuildEnv). */
export const POST_BUILD = /** @type {const} */ (['internal', 'post-build']);

const require = createRequire(import.meta.url);

/** Next's CLI, the script the `next` command runs (`bin` of Next's package.json), as a file for Node to run. */
export function nextCli() {
  return require.resolve('next/dist/bin/next');
}

/**
 * The variables `next build` is run with, besides the caller's environment: the server-actions key `key`
 * (SERVER_ACTIONS_KEY_ENV), and `NEXT_USE_POST_BUILD`, Next's switch for leaving the compaction of its build cache to
 * `next internal post-build` (compactCache). Next would otherwise compact it while the pages render: on two cores
 * that took a tenth of a small site's export.
 * @param {string} key
 * @returns {Record<string, string>}
 */
export function nextBuildEnv(key) {
  return { NEXT_USE_POST_BUILD: '1', [SERVER_ACTIONS_KEY_ENV]: key };
}

/**
 * Runs Next's CLI with `args` in this process, as `next ...args` would in a process of its own (without a second
 * Node.js to start); Next exits when its command is done.
 * @param {readonly string[]} args
 */
export function runNextCli(args) {
  const cli = nextCli();
  process.argv = [process.execPath, cli, ...args];
  require(cli);
}

/** Compacts Next's build cache in the app of the working directory (`next internal post-build`); exits when done. */
export function compactCache() {
  runNextCli(POST_BUILD);
}

/**
 * The configuration `next build` ran with (next.config.ts, resolved), as it wrote it into `dist`'s
 * `required-server-files.json`.
 * @returns {{ env: Record<string, string> }}
 */
export function builtConfig(dist = DIST_DIR) {
  /** @type {{ config: { env: Record<string, string> } }} */
  const files = JSON.parse(readFileSync(join(dist, 'required-server-files.json'), 'utf8'));
  return files.config;
}

/**
 * The chunks every page starts with (React, Next's router, Turbopack's runtime), as `dist`'s `build-manifest.json`
 * names them (`rootMainFiles`): paths under the export's `_next/`. A Next.js that names them otherwise stops the
 * build here, rather than leaving what relies on them (compile-hints.mjs) undone unseen.
 * @returns {string[]}
 */
export function startupChunks(dist = DIST_DIR) {
  const manifestFile = join(dist, 'build-manifest.json');
  /** @type {{ rootMainFiles?: unknown }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0 || !files.every((file) => typeof file === 'string')) {
    throw new Error(
      `${manifestFile} names no startup chunks (rootMainFiles): which chunks every page starts with is unknown`,
    );
  }
  return files;
}
