import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import Page, { dynamicParams, generateMetadata, generateStaticParams } from '@/app/[[...path]]/page';
import RootLayout, { generateMetadata as layoutMetadata } from '@/app/layout';
import NotFound, { generateMetadata as notFoundMetadata } from '@/app/not-found';
import { loadNotFoundRoute } from '@/lib/data';
import type { Route } from '@/lib/route-data';

import { FIXTURES, makeBlock } from '../fixtures';

// The layout's redirect follower needs Next's app router, which a unit test does not mount.
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ replace: vi.fn() }) }));

beforeEach(() => {
  vi.stubEnv('ROUTE_DATA_DIR', FIXTURES);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const params = (path?: string[]) => ({ params: Promise.resolve({ path }) });

describe('the catch-all page', () => {
  test('exports exactly the manifest’s routes, the not-found one aside, and no page at a redirect’s old path', async () => {
    const warn = vi.spyOn(console, 'warn');
    expect(dynamicParams).toBe(false);
    expect(await generateStaticParams()).toEqual([
      { path: [] },
      { path: ['article', 'nye-seter'] },
      { path: ['kino'] },
      { path: ['melodien-fra-nordheim-dxm-1001293'] },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  test('renders the route at its params', async () => {
    render(await Page(params(['kino'])));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kino');
  });

  test('renders / for no params', async () => {
    render(await Page(params()));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forside');
  });

  test('gives each route its metadata', async () => {
    expect((await generateMetadata(params(['article', 'nye-seter']))).title).toBe(
      'Nye seter i kinoteatret | Fjordby kulturhus',
    );
    expect((await generateMetadata(params())).alternates).toEqual({ canonical: 'https://www.fjordbykulturhus.no/' });
  });
});

describe('the not-found page', () => {
  test('without blocks on the not-found route, says so in its own words, with links home and to search, and a search form', async () => {
    expect((await loadNotFoundRoute(FIXTURES)).blocks).toEqual([]);
    render(await NotFound());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fant ikke siden');
    expect(screen.getByText('Siden du leter etter, finnes ikke lenger eller har fått en ny adresse.').tagName).toBe(
      'P',
    );
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Søk på nettstedet' }).getAttribute('href')).toBe('/sok');
    const form = screen.getByRole('search', { name: 'Finn siden du lette etter' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/sok', 'get']);
    expect(within(form).getByRole('searchbox', { name: 'Søk' }).getAttribute('name')).toBe('q');
  });

  test('without blocks on the not-found route, has its own title, not the route’s «404»', async () => {
    expect((await loadNotFoundRoute(FIXTURES)).meta.title).toBe('Fjordby kulturhus | 404');
    expect((await notFoundMetadata()).title).toBe('Fjordby kulturhus | Fant ikke siden');
  });

  describe('with the CMS’s own page at /404.html', () => {
    beforeEach(async () => {
      // The fixture folder, but for a not-found route with the blocks and title of a CMS page.
      const dir = await mkdtemp(path.join(tmpdir(), 'fjordby-404-'));
      await cp(FIXTURES, dir, { recursive: true });
      const file = path.join(dir, 'routes/404.html.json');
      const route = JSON.parse(await readFile(file, 'utf8')) as Route;
      const heading = { ...makeBlock('title', { text: 'Her var det tomt' }), id: 'cms-404-title' };
      const text = { ...makeBlock('content', { content: '<p>Prøv programmet.</p>' }), id: 'cms-404-text' };
      const page = { ...route, blocks: [heading, text], meta: { ...route.meta, title: 'Fjordby kulturhus | Tomt' } };
      await writeFile(file, JSON.stringify(page));
      vi.stubEnv('ROUTE_DATA_DIR', dir);
      return () => rm(dir, { recursive: true, force: true });
    });

    test('shows that page and the search form, not its own words', async () => {
      render(await NotFound());
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Her var det tomt');
      expect(screen.getByText('Prøv programmet.').tagName).toBe('P');
      expect(screen.queryByText('Fant ikke siden')).toBeNull();
      expect(screen.getByRole('search', { name: 'Finn siden du lette etter' })).toBeTruthy();
    });

    test('has that page’s title', async () => {
      expect((await notFoundMetadata()).title).toBe('Fjordby kulturhus | Tomt');
    });
  });
});

describe('the root layout', () => {
  test('a Bokmål document: the cookie banner first, then the header with the skip link first, main, footer', async () => {
    const html = renderToStaticMarkup(await RootLayout({ children: <p>Innhold</p> }));
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.documentElement.getAttribute('lang')).toBe('nb');
    const [banner, header, main, footer] = [...document.body.children];
    expect([banner?.tagName, banner?.className]).toEqual(['SECTION', 'cookie-banner']);
    expect(header?.tagName).toBe('HEADER');
    const skip = header?.firstElementChild;
    expect([skip?.textContent, skip?.getAttribute('href')]).toEqual(['Hopp til hovedinnhold', '#main']);
    expect([main?.tagName, main?.id, main?.getAttribute('tabindex'), main?.textContent]).toEqual([
      'MAIN',
      'main',
      '-1',
      'Innhold',
    ]);
    expect(footer?.tagName).toBe('FOOTER');
  });

  test('a preview says so above everything, asks not to be indexed, and has no consent script', async () => {
    vi.stubEnv('FJORDBY_PREVIEW', '1');
    const html = renderToStaticMarkup(await RootLayout({ children: <p>Innhold</p> }));
    const document = new DOMParser().parseFromString(html, 'text/html');
    const [banner, header] = [...document.body.children];
    expect(banner?.getAttribute('aria-label')).toBe('Forhåndsvisning');
    expect(banner?.textContent).toBe('Forhåndsvisning – ikke publisert');
    expect(header?.firstElementChild?.textContent).toBe('Hopp til hovedinnhold');
    expect(document.head.querySelector('script')).toBeNull();
    expect((await layoutMetadata()).robots).toEqual({ index: false, follow: false });
    vi.unstubAllEnvs();
    vi.stubEnv('ROUTE_DATA_DIR', FIXTURES);
    expect((await layoutMetadata()).robots).toBeUndefined();
  });
});
