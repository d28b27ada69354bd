// The files of the route data the site serves as they are, copied into the export after `next build`: the listings'
// further pages, a programme's days and the search index are fetched by the browser (/data/chunks/…, /data/days/…,
// /data/search-index.json); sitemap.xml and robots.txt belong at the root. `public/` is an input of the build, so
// they are copied into its output instead. scripts/build.mjs, the one way the site is built, runs this.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Puts the file `from` at `to`: a hard link, as a release's files never change once written (thousands of listing
 * chunks on a large site cost no copying), or a copy where the two are on different disks.
 * @param {string} from
 * @param {string} to
 */
function place(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
  }
}

/** Copies the route data's served files from `ROUTE_DATA_DIR` (which the build itself needs too) into `out/`. */
export function copyRouteData() {
  if (!process.env.ROUTE_DATA_DIR) throw new Error('ROUTE_DATA_DIR is not set: it names the route data to build from');
  const data = resolve(process.env.ROUTE_DATA_DIR);
  const out = resolve('out');
  mkdirSync(join(out, 'data'), { recursive: true });
  for (const folder of ['chunks', 'days']) {
    rmSync(join(out, 'data', folder), { recursive: true, force: true });
    const from = join(data, folder);
    if (!existsSync(from)) continue;
    for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
      const file = join(entry.parentPath, entry.name);
      if (entry.isFile()) place(file, join(out, 'data', folder, relative(from, file)));
    }
  }
  place(join(data, 'search-index.json'), join(out, 'data', 'search-index.json'));
  for (const name of ['sitemap.xml', 'robots.txt']) place(join(data, name), join(out, name));
}
