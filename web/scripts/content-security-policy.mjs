// Each page's own Content-Security-Policy, made once the export is there: the site's policy (lib/csp.ts, the origins
// the site calls, handed over by next.config.ts) with the SHA-256 hash of each of the page's inline scripts in
// `script-src`, so that no other inline script runs. Written into the page as a <meta> before anything that could
// run: the page carries its whole policy, so whatever release a host serves it from, page and policy come together.
// The hosts' header policy adds only what a <meta> cannot say (pipeline/publish/hosting.py).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { builtEnv } from './built-env.mjs';

// Next writes the charset first in <head>: the policy goes right after it, before any script.
const CHARSET = /<meta charSet="utf-8"\/>/i;
// A script element's text runs to the first `</script`: the HTML parser's rule for script data. Next escapes `<` in
// what it inlines, so no inline script of the export holds that sequence.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * The `'sha256-…'` sources of a page's inline scripts that run (not JSON-LD or other data blocks), in order.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (!EXECUTABLE_TYPES.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * `policy` with `sources` added to its `script-src`.
 * @param {string} policy
 * @param {string[]} sources
 */
export function withScriptSources(policy, sources) {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const at = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'script-src');
  if (at === -1) throw new Error(`the policy has no script-src to add the page's scripts to: ${policy}`);
  directives[at] = `${directives[at]} ${sources.join(' ')}`;
  return directives.join('; ');
}

/**
 * The page with its own policy (`base` with its scripts' hashes) in a <meta> after its charset, and that policy; a
 * page without the charset, or with a policy already, is an error.
 * @param {string} html
 * @param {string} base
 * @param {string} file
 */
export function pageWithPolicy(html, base, file) {
  const charset = CHARSET.exec(html);
  if (!charset) throw new Error(`${file} has no <meta charSet="utf-8"/> to put its Content-Security-Policy after`);
  if (/http-equiv="Content-Security-Policy"/i.test(html))
    throw new Error(`${file} has a Content-Security-Policy already`);
  const policy = withScriptSources(base, inlineScriptHashes(html));
  const at = charset.index + charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return { html: html.slice(0, at) + meta + html.slice(at), policy };
}

/** @param {string} dir */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Gives every page of the export in `out` its own policy from `base` (next.config.ts's, by default); answers how many. */
export function writePolicies(out = 'out', base = builtEnv().FJORDBY_CONTENT_SECURITY_POLICY ?? '') {
  if (!base)
    throw new Error('no Content-Security-Policy to start from: next.config.ts sets FJORDBY_CONTENT_SECURITY_POLICY');
  const files = htmlFiles(out);
  for (const file of files) {
    const page = pageWithPolicy(readFileSync(file, 'utf8'), base, relative(out, file).split('\\').join('/'));
    writeFileSync(file, page.html);
  }
  return files.length;
}
