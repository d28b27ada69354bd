/**
 * What scripts/next-internals.mjs relies on of Next.js beyond its documented API, checked against the installed `next`
 * with the literal names the module uses. It fails as soon as another Next.js is installed: check each entry of the
 * module against it (these tests, and what they leave to a look at Next's source), then set CHECKED_NEXT_VERSION and
 * the version below. The shapes of the files a real build writes are checked by export.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import {
  CACHE_DIR,
  CHECKED_NEXT_VERSION,
  DIST_DIR,
  POST_BUILD,
  SERVER_ACTIONS_KEY_ENV,
  builtConfig,
  nextBuildEnv,
  nextCli,
  startupChunks,
} from '../scripts/next-internals.mjs';

const require = createRequire(import.meta.url);
const web = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const nextPackage = JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
};
/** A function of Next's, as its source: what it reads and where, in the code Next runs. */
const sourceOf = (module: string, name: string) => String((require(module) as Record<string, unknown>)[name]);
/** The text of one of Next's files. */
const fileOf = (module: string) => readFileSync(require.resolve(module), 'utf8');

test('the installed Next.js is the one the module was last checked against, and the one package.json pins', () => {
  const recheck = `check each entry of scripts/next-internals.mjs against Next.js ${nextPackage.version}, then set its CHECKED_NEXT_VERSION`;
  const pinned = (
    JSON.parse(readFileSync(path.join(web, 'package.json'), 'utf8')) as { dependencies: { next: string } }
  ).dependencies.next;
  expect(pinned, `package.json pins next ${pinned}: ${recheck}`).toBe(CHECKED_NEXT_VERSION);
  expect(nextPackage.version, `next ${nextPackage.version} is installed: ${recheck}`).toBe(CHECKED_NEXT_VERSION);
  expect(CHECKED_NEXT_VERSION).toBe('16.4.6');
});

test("Next's CLI is the file the `next` command runs", () => {
  expect(nextCli()).toBe(path.join(web, 'node_modules', 'next', 'dist', 'bin', 'next'));
  expect(nextPackage.bin).toEqual({ next: './dist/bin/next' });
});

test("`next internal post-build` is Next's command that compacts Turbopack's cache in the build's cache folder", () => {
  expect(POST_BUILD).toEqual(['internal', 'post-build']);
  // Run as scripts/compact-cache.mjs runs it, asking only for its help.
  const script = `import { runNextCli, POST_BUILD } from './scripts/next-internals.mjs'; runNextCli([...POST_BUILD, '--help']);`;
  const help = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: web, encoding: 'utf8' });
  expect(help).toContain('Usage: next internal post-build [directory] [options]');
  expect(help).toContain('Runs post-build optimization steps (e.g. Turbopack database compaction).');
  const postBuild = sourceOf('next/dist/cli/next-post-build', 'nextPostBuild');
  expect(postBuild).toContain(".join(distDir, 'cache', 'turbopack')");
  expect(postBuild).toContain('.turbo.databaseCompact(cachePath');
});

test("the build's folder is Next's default, and its cache the folder Next keeps in it", () => {
  expect(DIST_DIR).toBe('.next');
  expect(CACHE_DIR).toBe('.next/cache');
  const { defaultConfig } = require('next/dist/server/config-shared') as { defaultConfig: { distDir: string } };
  expect(defaultConfig.distDir).toBe(DIST_DIR);
  // Where Next keeps what a build leaves for the next: the cache of the server-actions key and of Turbopack.
  expect(sourceOf('next/dist/server/cache-dir', 'getStorageDirectory')).toContain(".join(distDir, 'cache')");
});

test('`next build` leaves the compaction to post-build when told to, and takes the server-actions key it is given', () => {
  expect(SERVER_ACTIONS_KEY_ENV).toBe('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY');
  expect(nextBuildEnv('k')).toEqual({ NEXT_USE_POST_BUILD: '1', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'k' });
  expect(fileOf('next/dist/build/turbopack-build/impl.js')).toContain(
    "skipCompaction: process.env.NEXT_USE_POST_BUILD === '1'",
  );
  expect(sourceOf('next/dist/server/app-render/encryption-utils-server', 'generateEncryptionKeyBase64')).toContain(
    'const providedKey = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;',
  );
});

describe("the build's files the module reads", () => {
  const constants = require('next/dist/shared/lib/constants') as Record<string, string>;

  test('required-server-files.json, with the configuration the build ran with', () => {
    expect(`${constants.SERVER_FILES_MANIFEST}.json`).toBe('required-server-files.json');
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    const config = { distDir: '.next', env: { FJORDBY_MEMBER_AREA: '/min-side' } };
    writeFileSync(path.join(dist, 'required-server-files.json'), JSON.stringify({ version: 1, config }));
    expect(builtConfig(dist)).toEqual(config);
  });

  test("build-manifest.json, naming every page's startup chunks", () => {
    expect(constants.BUILD_MANIFEST).toBe('build-manifest.json');
    expect(fileOf('next/dist/build/webpack/plugins/build-manifest-plugin.js')).toContain('assetMap.rootMainFiles = [');
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    const manifest = { pages: {}, rootMainFiles: ['static/chunks/a.js', 'static/chunks/turbopack-b.js'] };
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
    expect(startupChunks(dist)).toEqual(['static/chunks/a.js', 'static/chunks/turbopack-b.js']);
  });
});
