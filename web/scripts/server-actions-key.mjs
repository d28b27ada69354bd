// The key Next encrypts server actions' closed-over values with, kept in Next's build cache from one build to the
// next. Next keeps it there itself, but not where it guesses the disk is short-lived (in a Docker container, as on
// the machines the pipeline and CI run on here): there it draws a new key every build. Turbopack compiles the server
// code of every page with the key as an input, so a new key makes a warm build compile nearly all of it again (at
// K=1 1.7 s instead of 0.6 s). A static export has no server actions: the key protects nothing in it, and it stays in
// Next's build folder, which is not served. What Next reads and where its cache is: next-internals.mjs.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR, SERVER_ACTIONS_KEY_ENV } from './next-internals.mjs';

const KEY = /^[A-Za-z0-9+/]{43}=$/;

/** The file the key is kept in, in Next's build cache `cacheDir`. */
export function keyFile(cacheDir = CACHE_DIR) {
  return join(cacheDir, 'server-actions-key');
}

/**
 * The key for this build: the one the environment sets (SERVER_ACTIONS_KEY_ENV, Next's own variable for it) when it
 * does, else the one kept in `cacheDir`, else a new one (256 bits, base64), kept there for the next build.
 * @param {Record<string, string | undefined>} env
 */
export function serverActionsKey(cacheDir = CACHE_DIR, env = process.env) {
  const given = env[SERVER_ACTIONS_KEY_ENV];
  if (given) return given;
  const file = keyFile(cacheDir);
  try {
    const kept = readFileSync(file, 'utf8');
    if (KEY.test(kept)) return kept;
  } catch {
    // None kept yet: the first build, or the first after the cache was discarded.
  }
  const key = randomBytes(32).toString('base64');
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
