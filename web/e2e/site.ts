/** Where the end-to-end tests find the exported site and the route data it was built from. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import type { Manifest } from '../lib/route-data';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A folder `scripts/e2e` names in the variable, relative to the repository. */
function folder(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the end-to-end tests with scripts/e2e`);
  return path.resolve(root, value);
}

/** The export under test (`scripts/e2e` builds it into var/e2e). */
export const siteDir = folder('E2E_SITE_DIR');
/** The route data the export was built from. */
export const dataDir = folder('E2E_DATA_DIR');
/** Where the screenshots of the pages go, for a person to look at. */
export const screenshotDir = path.resolve(root, process.env.E2E_SCREENSHOT_DIR ?? 'var/e2e/screenshots');
export const e2ePort = Number(process.env.E2E_PORT ?? 8790);

/** The same site exported for a partner without the membership area, served on the next port. */
export const otherPartnerSiteDir = folder('E2E_OTHER_SITE_DIR');
export const otherPartnerDataDir = folder('E2E_OTHER_DATA_DIR');
export const otherPartnerPort = e2ePort + 1;

export function manifest(folder: string = dataDir): Manifest {
  return JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
}

/** The same site from block data that binds nothing (`--bindings none`), served on the port after that. */
export const noBindingsSiteDir = folder('E2E_NO_BINDINGS_SITE_DIR');
export const noBindingsDataDir = folder('E2E_NO_BINDINGS_DATA_DIR');
export const noBindingsPort = e2ePort + 2;

/** The sample site's preview of a draft (scripts/e2e-sites retitles /om-oss in the draft), served on the port after. */
export const previewSiteDir = folder('E2E_PREVIEW_SITE_DIR');
export const previewPort = e2ePort + 3;

/**
 * Saves a screenshot of the whole page, for a person to look at, as a visitor sees it who scrolls down: Chromium's
 * full-page capture leaves out what is drawn only near the screen (`content-visibility: auto`), so that is drawn first.
 */
export async function screenshotWholePage(page: Page, file: string): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  await page.screenshot({ path: path.join(screenshotDir, file), fullPage: true });
}
