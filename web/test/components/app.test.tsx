import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import Page, { dynamicParams, generateMetadata, generateStaticParams } from '@/app/[[...path]]/page';
import RootLayout from '@/app/layout';
import NotFound, { generateMetadata as notFoundMetadata } from '@/app/not-found';

import { FIXTURES } from '../fixtures';

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
  test('exports exactly the manifest’s routes, the not-found one aside, and the redirects’ old paths', async () => {
    const warn = vi.spyOn(console, 'warn');
    expect(dynamicParams).toBe(false);
    expect(await generateStaticParams()).toEqual([
      { path: [] },
      { path: ['article', 'nye-seter'] },
      { path: ['kino'] },
      { path: ['melodien-fra-nordheim-dxm-1001293'] },
      { path: ['billetter'] },
      { path: ['melodien-dxm-1001293'] },
      { path: ['nettbutikk'] },
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

describe('a redirect’s old path', () => {
  test('is a page that sends the visitor on, with a link to follow', async () => {
    const { container } = render(await Page(params(['billetter'])));
    // React puts a <meta> in the document's head wherever it is rendered
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Siden har flyttet');
    expect(container.querySelector('p')?.textContent).toBe('Siden har flyttet til /kino.');
    expect(screen.getByRole('link', { name: '/kino' }).getAttribute('href')).toBe('/kino');
    expect(document.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/kino');
  });

  test('to an external site too', async () => {
    render(await Page(params(['nettbutikk'])));
    expect(document.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=https://billett.example.no/fjordbykulturhus',
    );
  });

  test('names its target as the canonical URL and is not indexed', async () => {
    const metadata = await generateMetadata(params(['billetter']));
    expect(metadata.title).toBe('Siden har flyttet | Fjordby kulturhus');
    expect(metadata.alternates).toEqual({ canonical: 'https://www.fjordbykulturhus.no/kino' });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect((await generateMetadata(params(['nettbutikk']))).alternates).toEqual({
      canonical: 'https://billett.example.no/fjordbykulturhus',
    });
  });
});

describe('the not-found page', () => {
  test('shows the not-found route and a search form', async () => {
    render(await NotFound());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fant ikke siden');
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/');
    const form = screen.getByRole('search', { name: 'Finn siden du lette etter' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/sok', 'get']);
    expect(within(form).getByRole('searchbox', { name: 'Søk' }).getAttribute('name')).toBe('q');
  });

  test('has the not-found route’s title', async () => {
    expect((await notFoundMetadata()).title).toBe('Fjordby kulturhus | Fant ikke siden');
  });
});

describe('the root layout', () => {
  test('a Bokmål document: skip link first, header, main, footer', async () => {
    const html = renderToStaticMarkup(await RootLayout({ children: <p>Innhold</p> }));
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.documentElement.getAttribute('lang')).toBe('nb');
    const [skip, header, main, footer] = [...document.body.children];
    expect([skip?.textContent, skip?.getAttribute('href')]).toEqual(['Hopp til hovedinnhold', '#main']);
    expect(header?.tagName).toBe('HEADER');
    expect([main?.tagName, main?.id, main?.getAttribute('tabindex'), main?.textContent]).toEqual([
      'MAIN',
      'main',
      '-1',
      'Innhold',
    ]);
    expect(footer?.tagName).toBe('FOOTER');
  });
});
