/** Where the end-to-end tests find the exported site and the route data it was built from. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Manifest } from '../lib/route-data';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The export under test (`scripts/e2e` builds it into var/e2e). */
export const siteDir = path.resolve(root, process.env.E2E_SITE_DIR ?? 'build/site/current');
/** The route data the export was built from. */
export const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? 'build/data');
/** Where the screenshots of the pages go, for a person to look at. */
export const screenshotDir = path.resolve(root, process.env.E2E_SCREENSHOT_DIR ?? 'var/e2e/screenshots');
export const e2ePort = Number(process.env.E2E_PORT ?? 8790);

/** The same site exported for a partner without the membership area, served on the next port. */
export const otherPartnerSiteDir = path.resolve(
  root,
  process.env.E2E_OTHER_SITE_DIR ?? 'var/e2e/other-partner/export/current',
);
export const otherPartnerDataDir = path.resolve(root, process.env.E2E_OTHER_DATA_DIR ?? 'var/e2e/other-partner/data');
export const otherPartnerPort = e2ePort + 1;

export function manifest(folder: string = dataDir): Manifest {
  return JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
}

/** The same site from block data that binds nothing (`--bindings none`), served on the port after that. */
export const noBindingsSiteDir = path.resolve(
  root,
  process.env.E2E_NO_BINDINGS_SITE_DIR ?? 'var/e2e/no-bindings/export/current',
);
export const noBindingsDataDir = path.resolve(root, process.env.E2E_NO_BINDINGS_DATA_DIR ?? 'var/e2e/no-bindings/data');
export const noBindingsPort = e2ePort + 2;
