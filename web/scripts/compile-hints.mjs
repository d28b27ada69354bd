// Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of the chunks
// every page runs as it starts: React, Next's router and Turbopack's runtime. Chrome then compiles their functions
// on the thread that streams the script in, where it would otherwise compile each one on the main thread when first
// called, during hydration. On the film page that was a fifth of the main thread's work at load (836 → 674 ms, 4×
// slowed CPU). Other chunks are left as they are: a page runs only some of their functions.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startupChunks } from './next-internals.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint into the startup chunks of the build in `dist` (by default Next's; next-internals.mjs), in the export
 * `out`.
 * @param {string} [dist]
 */
export function hintStartupChunks(dist, out = 'out') {
  const files = startupChunks(dist);
  for (const file of files) {
    const chunk = join(out, '_next', file);
    const code = readFileSync(chunk, 'utf8');
    if (!code.startsWith(HINT)) writeFileSync(chunk, HINT + code);
  }
  return files.length;
}
