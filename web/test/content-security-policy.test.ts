import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from 'vitest';

import { inlineScriptHashes, writePolicies } from '../scripts/content-security-policy.mjs';

// The hashes are `printf '%s' "<script text>" | openssl dgst -sha256 -binary | base64`.
const HEI = "'sha256-Nw1/c3PxslIsLfCYFoHdrHMK4RjDEimQoV4Kos4zEA8='";
const NEXT_F = "'sha256-OBTN3RiyCV4Bq7dFqZ5a2pAXjnCcCYeTJMO2I/LYKeo='";
const BASE = "default-src 'self'; script-src 'self'; object-src 'none'";

function page(body: string) {
  return `<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/><title>x</title></head><body>${body}</body></html>`;
}

test('the inline scripts that run are hashed; scripts with a src and JSON-LD are not', () => {
  const html = page(
    '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="application/ld+json">{"name":"x"}</script>' +
      '<script>console.log("hei")</script>' +
      '<script type="module">console.log("hei")</script>' +
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  );
  expect(inlineScriptHashes(html)).toEqual([HEI, NEXT_F]);
});

test('every page gets its own policy in a <meta> after its charset, and nothing else is written', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'csp-'));
  mkdirSync(path.join(out, 'article'));
  writeFileSync(path.join(out, 'index.html'), page('<script>console.log("hei")</script>'));
  writeFileSync(path.join(out, 'article', 'x.html'), page('<p>Ingen skript</p>'));

  expect(writePolicies(out, BASE)).toBe(2);

  const front = readFileSync(path.join(out, 'index.html'), 'utf8');
  expect(front).toContain(
    `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27; ${HEI.replaceAll("'", '&#x27;')}; object-src &#x27;none&#x27;"/><title>`,
  );
  expect(readFileSync(path.join(out, 'article', 'x.html'), 'utf8')).toContain(
    `<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27;; object-src &#x27;none&#x27;"/>`,
  );
  expect(readdirSync(out).sort()).toEqual(['article', 'index.html']);
});

test('a page without a charset to put the policy after stops the build, naming the page', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'csp-'));
  writeFileSync(path.join(out, 'index.html'), '<html><body><script>x()</script></body></html>');
  expect(() => writePolicies(out, BASE)).toThrow('index.html has no <meta charSet="utf-8"/>');
});
