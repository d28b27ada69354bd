import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from 'vitest';

import { hintStartupChunks } from '../scripts/compile-hints.mjs';

test('the startup chunks the build manifest names get the compile hint once; other chunks keep theirs as they are', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hints-'));
  const chunks = path.join(root, 'out', '_next', 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(root, '.next'));
  const manifest = { rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'] };
  writeFileSync(path.join(root, '.next', 'build-manifest.json'), JSON.stringify(manifest));
  for (const name of ['react.js', 'turbopack-runtime.js', 'page.js']) writeFileSync(path.join(chunks, name), 'run();');

  expect(hintStartupChunks(path.join(root, '.next'), path.join(root, 'out'))).toBe(2);
  hintStartupChunks(path.join(root, '.next'), path.join(root, 'out'));

  const read = (name: string) => readFileSync(path.join(chunks, name), 'utf8');
  expect(read('react.js')).toBe('//# allFunctionsCalledOnLoad\nrun();');
  expect(read('turbopack-runtime.js')).toBe('//# allFunctionsCalledOnLoad\nrun();');
  expect(read('page.js')).toBe('run();');
});

test('a build manifest without startup chunks stops the build, naming the file', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hints-'));
  writeFileSync(path.join(root, 'build-manifest.json'), JSON.stringify({ pages: {} }));
  expect(() => hintStartupChunks(root, path.join(root, 'out'))).toThrow(
    `${path.join(root, 'build-manifest.json')} names no startup chunks (rootMainFiles): which chunks every page starts with is unknown`,
  );
});
