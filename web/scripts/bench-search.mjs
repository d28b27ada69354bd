// The site search's budget, measured: `node scripts/bench-search.mjs <route-data-dir>` prints the gzipped bytes the
// search page downloads before its first result (the index and the lazy search code with MiniSearch, minified as
// the build ships them) and the time per keystroke: every prefix of realistic queries, run on the real index with
// the site's own search code (lib/search/index.ts, bundled here by esbuild) in Node. gzip at zlib's default level.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

// What visitors of a cinema and culture house type, some misspelt or without æ, ø, å; each is typed a letter at a time.
const QUERIES = [
  'kjøp',
  'billetter',
  'konsert',
  'konsrt',
  'jazz',
  'fjordby jazz',
  'teater',
  'dukkehjem',
  'revy',
  'barn',
  'trollet som ikke',
  'bolger',
  'åpningstider',
  'apningstider jul',
  'seniorsenter',
  'allsang',
  'dans',
  'grieg',
  'kafe',
  'bursdag',
  'sommerkino',
  'frivillig',
  'tilgjengelighet',
  'kinobiletter',
  'dragevokterne',
  'komedie',
];

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node scripts/bench-search.mjs <route-data-dir>');
  process.exit(2);
}
const indexBytes = readFileSync(join(resolve(dataDir), 'search-index.json'));

const bundle = await build({
  entryPoints: [new URL('../lib/search/index.ts', import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
  logLevel: 'error',
});
const code = bundle.outputFiles[0]?.contents ?? new Uint8Array();
const tmp = mkdtempSync(join(tmpdir(), 'bench-search-'));
writeFileSync(join(tmp, 'search.mjs'), code);
/** @type {typeof import('../lib/search')} */
const search = await import(pathToFileURL(join(tmp, 'search.mjs')).href);
rmSync(tmp, { recursive: true });

const kB = (/** @type {Uint8Array} */ bytes) => (gzipSync(bytes).length / 1000).toFixed(1);
const entries = JSON.parse(indexBytes.toString('utf8'));
let start = performance.now();
const { find } = await search.createSearch(entries);
const indexing = performance.now() - start;

const today = new Date().toISOString().slice(0, 10);
// Each keystroke's time is the median of a few runs: on a shared machine one run can be preempted, which says
// nothing about the search. A query that is slow is slow every run.
const RUNS = 5;
/** @type {number[]} */
const times = [];
let hits = 0;
let slowest = { query: '', ms: 0 };
for (const query of QUERIES) {
  for (let end = 1; end <= query.length; end++) {
    const prefix = query.slice(0, end);
    /** @type {number[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      start = performance.now();
      const found = find(prefix, today).length;
      runs.push(performance.now() - start);
      if (run === 0 && found > 0) hits += 1;
    }
    const ms = runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
    times.push(ms);
    if (ms > slowest.ms) slowest = { query: prefix, ms };
  }
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const max = times.at(-1) ?? 0;
const total = (gzipSync(indexBytes).length + gzipSync(code).length) / 1000;

console.log(
  `search: ${total.toFixed(1)} kB gz before first result; keystroke median ${median.toFixed(1)} ms, ` +
    `max ${max.toFixed(1)} ms (${times.length} queries)`,
);
console.log(
  `search: index ${kB(indexBytes)} kB gz (${(indexBytes.length / 1000).toFixed(1)} kB raw, ${entries.length} ` +
    `entries), search code ${kB(code)} kB gz; index built in ${indexing.toFixed(0)} ms; ` +
    `${hits} of ${times.length} keystrokes found something; slowest «${slowest.query}» (median of ${RUNS} runs each)`,
);
