// Compacts Next's build cache, which `next build` leaves to be done after it (scripts/build.mjs): npm's `postbuild`,
// and the pipeline's export once the new site is live (`compact_cache`, pipeline/defs/site_export/export.py). Next's
// own command, run in this process (next-internals.mjs).
import { compactCache } from './next-internals.mjs';

compactCache();
