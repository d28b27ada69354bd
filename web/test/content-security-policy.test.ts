import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from 'vitest';

import { inlineScriptHashes, isMemberFile, writePolicies } from '../scripts/content-security-policy.mjs';

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

  expect(writePolicies(out, BASE, null)).toBe(2);

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
  expect(() => writePolicies(out, BASE, null)).toThrow('index.html has no <meta charSet="utf-8"/>');
});

// `printf '%s' 'chooser()' | openssl dgst -sha256 -binary | base64`
const CHOOSER = "'sha256-HT/XkX3najnWaeHfqPBxOwG/G90lIUeiJ9HDlTtN720='";
const CONSENT = {
  analytics: "default-src 'self'; script-src 'self' https://www.googletagmanager.com; object-src 'none'",
  unscripted: "object-src 'none'",
  chooser: 'chooser()',
  memberArea: '/min-side',
};
const attribute = (text: string) => text.replaceAll("'", '&#x27;');

test('on a site with analytics a page carries the policy without scripts and the chooser; a member page the strict policy alone', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'csp-'));
  mkdirSync(path.join(out, 'min-side'));
  writeFileSync(path.join(out, 'index.html'), page('<script>console.log("hei")</script>'));
  writeFileSync(path.join(out, 'min-side.html'), page('<script>console.log("hei")</script>'));
  writeFileSync(path.join(out, 'min-side', 'billetter.html'), page(''));

  expect(writePolicies(out, BASE, CONSENT)).toBe(3);

  expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
    `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="object-src &#x27;none&#x27;"/>` +
      `<script data-policy="${attribute(`default-src 'self'; script-src 'self' ${CHOOSER} ${HEI}; object-src 'none'`)}" ` +
      `data-analytics-policy="${attribute(`default-src 'self'; script-src 'self' https://www.googletagmanager.com ${CHOOSER} ${HEI}; object-src 'none'`)}">` +
      `chooser()</script><title>`,
  );
  expect(readFileSync(path.join(out, 'min-side.html'), 'utf8')).toContain(
    `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${attribute(`default-src 'self'; script-src 'self' ${HEI}; object-src 'none'`)}"/><title>`,
  );
  expect(readFileSync(path.join(out, 'min-side', 'billetter.html'), 'utf8')).toContain(
    `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${attribute(BASE)}"/><title>`,
  );
});

test('the member area’s files are its page and those under it, not a page whose name begins alike', () => {
  expect(isMemberFile('min-side.html', '/min-side')).toBe(true);
  expect(isMemberFile('min-side/billetter.html', '/min-side')).toBe(true);
  expect(isMemberFile('min-side/index.html', '/min-side')).toBe(true);
  expect(isMemberFile('min-sidene.html', '/min-side')).toBe(false);
  expect(isMemberFile('404.html', '/min-side')).toBe(false);
  expect(isMemberFile('min-side.html', '')).toBe(false);
});
