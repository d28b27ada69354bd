// @vitest-environment jsdom
/**
 * Checks an export against the route data it was built from: every route's HTML file at its exact path, with the
 * page's one <h1>, its title and canonical URL. Runs only when EXPORT_DIR names the export (`scripts/web-build`
 * sets it, with the ROUTE_DATA_DIR it built from); a plain `npm test` has no export to check.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { isTitledSection } from '@/components/blocks';
import { loadManifest, loadNotFoundRoute, loadRedirects, loadRoute, loadSite, routeDataDir } from '@/lib/data';
import type { Route } from '@/lib/route-data';

import { builtEnv } from '../scripts/built-env.mjs';
import { startupChunks } from '../scripts/next-internals.mjs';
import { keyFile } from '../scripts/server-actions-key.mjs';

const exportDir = process.env.EXPORT_DIR ? path.resolve(process.env.EXPORT_DIR) : null;

/** Where the export writes a route: `/` → index.html, `/kino` → kino.html, `/article/x` → article/x.html. */
function htmlFile(dir: string, routePath: string): string {
  return path.join(dir, routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`);
}

/**
 * The rule of docs/web.md, said again here: the first title or cover block with text, else the title of the first
 * block when it is a listing with one, else the route's title.
 */
function expectedHeading(route: Route): string {
  for (const block of route.blocks) {
    const text = block.kind === 'title' ? block.data.text : block.kind === 'cover' ? block.data.title : null;
    if (typeof text === 'string' && text.trim()) return text;
  }
  const [first] = route.blocks;
  if (first && isTitledSection(first) && 'title' in first.data && first.data.title?.trim()) return first.data.title;
  return route.title;
}

/** A heading's text as read: the soft hyphens the titles are shown with (lib/hyphenate.ts) are no part of it. */
const asRead = (text: string | null) => text?.replaceAll('\u00ad', '');

async function page(file: string): Promise<Document> {
  return new DOMParser().parseFromString(await readFile(file, 'utf8'), 'text/html');
}

if (exportDir === null) {
  test.skip('an export (EXPORT_DIR names none)', () => undefined);
} else {
  describe(`the export in ${exportDir}`, async () => {
    const manifest = await loadManifest();
    const host = manifest.host;
    const pages = manifest.routes.filter((route) => route.kind !== 'not-found');

    test(`was built from ${routeDataDir()}`, () => {
      expect(existsSync(exportDir), `${exportDir} does not exist`).toBe(true);
      expect(pages.length).toBeGreaterThan(0);
    });

    test.each(pages.map((route) => [route.path]))('%s', async (routePath) => {
      const file = htmlFile(exportDir, routePath);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const [route, document] = await Promise.all([loadRoute(routePath), page(file)]);
      expect(document.documentElement.lang).toBe('nb');
      expect([...document.querySelectorAll('h1')].map((h1) => asRead(h1.textContent))).toEqual([
        expectedHeading(route),
      ]);
      expect(document.title).toBe(route.meta.title);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        new URL(routePath, host).href.replace(/\/$/, ''),
      );
    });

    const redirects = await loadRedirects();

    // A host answers an old path with a 301; a file there would shadow the redirect on Netlify.
    test.each(redirects.map((redirect) => [redirect.from]))('%s has no page file', (from) => {
      expect(existsSync(htmlFile(exportDir, from))).toBe(false);
    });

    test('the chunks every page starts with ask Chrome to compile them as they stream in', async () => {
      const scripts = [...(await page(htmlFile(exportDir, '/'))).querySelectorAll('script[src^="/_next/"]')];
      const hinted = new Map<string, boolean>();
      for (const src of scripts.map((script) => script.getAttribute('src') ?? '')) {
        const code = await readFile(path.join(exportDir, src), 'utf8');
        hinted.set(path.basename(src), code.startsWith('//# allFunctionsCalledOnLoad\n'));
      }
      const runtime = [...hinted.keys()].find((name) => name.startsWith('turbopack-'));
      expect(runtime && hinted.get(runtime), `${runtime} is not hinted`).toBe(true);
      // React and Next's router too; the layout's and the page's own chunks are not hinted.
      expect([...hinted.values()].filter(Boolean).length).toBeGreaterThanOrEqual(3);
      expect([...hinted.values()].filter((is) => !is).length).toBeGreaterThan(0);
    });

    test('was built for a static host: the last build (.next) traced no Node.js server to run it', () => {
      // The folder is the web app's last build, which after scripts/e2e is another partner's site; every build has
      // the same configuration.
      expect(existsSync('.next/BUILD_ID'), 'no build in .next').toBe(true);
      expect(existsSync('.next/next-server.js.nft.json')).toBe(false);
      expect(existsSync('.next/next-minimal-server.js.nft.json')).toBe(false);
    });

    // What scripts/next-internals.mjs reads of the build: the configuration's `env`, for the build's last steps, in
    // .next/required-server-files.json; and the startup chunks in .next/build-manifest.json (`rootMainFiles`).
    test("the last build (.next) wrote the configuration's env where the build's last steps read it", () => {
      const env = builtEnv();
      expect(Object.keys(env).sort()).toEqual([
        'FJORDBY_CONSENT_POLICIES',
        'FJORDBY_CONTENT_SECURITY_POLICY',
        'FJORDBY_EVENTS_SITE',
        'FJORDBY_EVENTS_URL',
        'FJORDBY_IMAGE_ORIGINS',
        'FJORDBY_MEMBERSHIP_API',
        'FJORDBY_MEMBER_AREA',
      ]);
      expect(Object.values(env).filter((value) => typeof value !== 'string')).toEqual([]);
      expect(env.FJORDBY_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'self'; script-src 'self'/);
    });

    test("the last build (.next) named the startup chunks, Turbopack's runtime among them, where compile-hints.mjs reads them", () => {
      const chunks = startupChunks();
      expect(chunks.length).toBeGreaterThanOrEqual(3);
      expect(chunks.filter((chunk) => !/^static\/chunks\/[\w.-]+\.js$/.test(chunk))).toEqual([]);
      expect(chunks.filter((chunk) => chunk.startsWith('static/chunks/turbopack-'))).toHaveLength(1);
    });

    test("was built with the server-actions key kept in Next's cache for the next build, which no exported file holds", async () => {
      const key = await readFile(keyFile(), 'utf8');
      const references = JSON.parse(await readFile('.next/server/server-reference-manifest.json', 'utf8')) as {
        encryptionKey: string;
      };
      expect(references.encryptionKey).toBe(key);
      const files = (await readdir(exportDir, { recursive: true, withFileTypes: true })).filter((entry) =>
        entry.isFile(),
      );
      const holding: string[] = [];
      for (const file of files) {
        const content = await readFile(path.join(file.parentPath, file.name), 'latin1');
        if (content.includes(key)) holding.push(file.name);
      }
      expect(holding).toEqual([]);
    });

    test('sitemap.xml and robots.txt are copied to the root as the pipeline wrote them', async () => {
      for (const file of ['sitemap.xml', 'robots.txt']) {
        expect(await readFile(path.join(exportDir, file), 'utf8')).toBe(
          await readFile(path.join(routeDataDir(), file), 'utf8'),
        );
      }
    });

    test('the search index is served at /data/search-index.json as the pipeline wrote it', async () => {
      expect(await readFile(path.join(exportDir, 'data', 'search-index.json'), 'utf8')).toBe(
        await readFile(path.join(routeDataDir(), 'search-index.json'), 'utf8'),
      );
    });

    test('every chunk is served under /data/chunks', async () => {
      const chunks = Object.keys(manifest.files).filter((file) => file.startsWith('chunks/'));
      for (const file of chunks) {
        expect(existsSync(path.join(exportDir, 'data', file)), `${file} is missing`).toBe(true);
      }
    });

    test('the service worker has the values of the build: its precache list and the image service', async () => {
      const worker = await readFile(path.join(exportDir, 'sw.js'), 'utf8');
      // The sample CMS serves the theme's logos from its image service, as every other picture.
      const { logo } = (await loadSite()).theme;
      const wanted = [
        '{"url":"offline.html","revision":"',
        '{"url":"404.html","revision":"',
        JSON.stringify(new URL(logo ?? '').origin),
      ];
      // Said by what is missing: a failed `toContain` would print the whole worker.
      expect(wanted.filter((text) => !worker.includes(text))).toEqual([]);
      expect(worker.includes('__FJORDBY_'), 'a placeholder is left in sw.js').toBe(false);
    });

    test('404.html is the not-found route, and no page is written for /404.html itself', async () => {
      const [route, site, document] = await Promise.all([
        loadNotFoundRoute(),
        loadSite(),
        page(path.join(exportDir, '404.html')),
      ]);
      // The CMS's own page at /404.html when it has one; else the web app's words (the route then has no blocks).
      const [heading, title] =
        route.blocks.length > 0
          ? [expectedHeading(route), route.meta.title]
          : ['Fant ikke siden', `${site.title} | Fant ikke siden`];
      expect([...document.querySelectorAll('h1')].map((h1) => asRead(h1.textContent))).toEqual([heading]);
      expect(document.title).toBe(title);
      expect(existsSync(path.join(exportDir, '404.html.html'))).toBe(false);
    });
  });
}
