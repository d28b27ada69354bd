// The files of the route data the site serves as they are, copied into the export after `next build`: the listings'
// further pages and the search index are fetched by the browser (/data/chunks/…, /data/search-index.json);
// sitemap.xml and robots.txt belong at the root. `public/` is an input of the build, so they are copied into its
// output instead. scripts/build.mjs, the one way the site is built, runs this.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Copies the route data's served files from `ROUTE_DATA_DIR` (which the build itself needs too) into `out/`. */
export function copyRouteData() {
  if (!process.env.ROUTE_DATA_DIR) throw new Error('ROUTE_DATA_DIR is not set: it names the route data to build from');
  const data = resolve(process.env.ROUTE_DATA_DIR);
  const out = resolve('out');
  rmSync(join(out, 'data', 'chunks'), { recursive: true, force: true });
  mkdirSync(join(out, 'data'), { recursive: true });
  if (existsSync(join(data, 'chunks'))) cpSync(join(data, 'chunks'), join(out, 'data', 'chunks'), { recursive: true });
  cpSync(join(data, 'search-index.json'), join(out, 'data', 'search-index.json'));
  for (const name of ['sitemap.xml', 'robots.txt']) cpSync(join(data, name), join(out, name));
}
