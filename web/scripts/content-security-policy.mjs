// Each page's own Content-Security-Policy, made once the export is there: the site's policy (lib/csp.ts, the origins
// the site calls, handed over by next.config.ts) with the SHA-256 hash of each of the page's inline scripts in
// `script-src`, so that no other inline script runs. Written into the page as a <meta> before anything that could
// run: the page carries its whole policy, so whatever release a host serves it from, page and policy come together.
// On a site with analytics a page other than a member page carries, instead, the policy without what governs scripts
// and, as its first script, the chooser (lib/csp.ts `policyChooser`) with the strict policy and the one naming the
// trackers, both with the page's hashes: it writes the one the stored consent allows. The hosts' header policy adds
// only what a <meta> cannot say (pipeline/publish/hosting.py).
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
 * @typedef {object} ConsentPolicies lib/csp.ts `ConsentPolicies`
 * @property {string} analytics
 * @property {string} unscripted
 * @property {string} chooser
 * @property {string} memberArea
 */

/**
 * Whether the export's file `file` (relative, with `/`) is a page of the member area at `area` (`/min-side`).
 * @param {string} file
 * @param {string} area
 */
export function isMemberFile(file, area) {
  const page = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return Boolean(area) && (page === area || page.startsWith(`${area}/`));
}

/**
 * The page with its own policy in <head> right after its charset: `base` with its scripts' hashes in a <meta>; or,
 * with `consent` and not on a member page, the policy without what governs scripts in a <meta> and the chooser with
 * `base` and the analytics policy, each with the page's hashes (the chooser's own among them). Answers the page and
 * the strict policy; a page without the charset, or with a policy already, is an error.
 * @param {string} html
 * @param {string} base
 * @param {string} file
 * @param {ConsentPolicies | null} [consent]
 */
export function pageWithPolicy(html, base, file, consent = null) {
  const charset = CHARSET.exec(html);
  if (!charset) throw new Error(`${file} has no <meta charSet="utf-8"/> to put its Content-Security-Policy after`);
  if (/http-equiv="Content-Security-Policy"/i.test(html))
    throw new Error(`${file} has a Content-Security-Policy already`);
  const chooses = consent !== null && !isMemberFile(file, consent.memberArea);
  const hashes = inlineScriptHashes(chooses ? `<script>${consent.chooser}</script>${html}` : html);
  const policy = withScriptSources(base, hashes);
  const meta = (/** @type {string} */ content) =>
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(content)}"/>`;
  const head = chooses
    ? meta(consent.unscripted) +
      `<script data-policy="${escapeAttribute(policy)}" data-analytics-policy="${escapeAttribute(withScriptSources(consent.analytics, hashes))}">${consent.chooser}</script>`
    : meta(policy);
  const at = charset.index + charset[0].length;
  return { html: html.slice(0, at) + head + html.slice(at), policy };
}

/** @param {string} dir */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The site's {@link ConsentPolicies} as next.config.ts handed them over; null for a site without analytics. */
function builtConsentPolicies() {
  const json = builtEnv().FJORDBY_CONSENT_POLICIES;
  return json ? /** @type {ConsentPolicies} */ (JSON.parse(json)) : null;
}

/**
 * Gives every page of the export in `out` its own policy from `base` and `consent` (next.config.ts's, by default);
 * answers how many.
 * @param {string} [out]
 * @param {string} [base]
 * @param {ConsentPolicies | null} [consent]
 */
export function writePolicies(
  out = 'out',
  base = builtEnv().FJORDBY_CONTENT_SECURITY_POLICY ?? '',
  consent = builtConsentPolicies(),
) {
  if (!base)
    throw new Error('no Content-Security-Policy to start from: next.config.ts sets FJORDBY_CONTENT_SECURITY_POLICY');
  const files = htmlFiles(out);
  for (const file of files) {
    const page = pageWithPolicy(readFileSync(file, 'utf8'), base, relative(out, file).split('\\').join('/'), consent);
    writeFileSync(file, page.html);
  }
  return files.length;
}
