import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from 'vitest';

import { SERVER_ACTIONS_KEY_ENV } from '../scripts/next-internals.mjs';
import { keyFile, serverActionsKey } from '../scripts/server-actions-key.mjs';

const cacheDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'key-')), '.next', 'cache');

test('the first build draws a 256-bit key and keeps it in the cache, readable by its owner only; the next builds reuse it', () => {
  const cache = cacheDir();
  const first = serverActionsKey(cache, {});
  expect(Buffer.from(first, 'base64')).toHaveLength(32);
  expect(readFileSync(path.join(cache, 'server-actions-key'), 'utf8')).toBe(first);
  expect(statSync(path.join(cache, 'server-actions-key')).mode & 0o777).toBe(0o600);
  expect(serverActionsKey(cache, {})).toBe(first);
  // A cache discarded for a cold build takes its key with it.
  expect(serverActionsKey(cacheDir(), {})).not.toBe(first);
});

test('a key set in the environment wins, and nothing is written', () => {
  const cache = cacheDir();
  const key = 'MPQGZ4APEPhde0d+UdB5ZZDXEnh35fLuprfUvOsHG8I=';
  expect(serverActionsKey(cache, { [SERVER_ACTIONS_KEY_ENV]: key })).toBe(key);
  expect(() => statSync(cache)).toThrow();
});

test('a kept file that is not a key is replaced by a new key', () => {
  const cache = cacheDir();
  serverActionsKey(cache, {});
  writeFileSync(path.join(cache, 'server-actions-key'), 'not a key');
  const key = serverActionsKey(cache, {});
  expect(key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  expect(readFileSync(path.join(cache, 'server-actions-key'), 'utf8')).toBe(key);
});

test("by default the key is kept in Next's build cache in web/", () => {
  expect(keyFile()).toBe('.next/cache/server-actions-key');
});
