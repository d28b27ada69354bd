import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import Page, { dynamicParams, generateMetadata, generateStaticParams } from '@/app/[[...path]]/page';
import RootLayout from '@/app/layout';
import NotFound, { generateMetadata as notFoundMetadata } from '@/app/not-found';

import { FIXTURES } from '../fixtures';

beforeEach(() => {
  vi.stubEnv('ROUTE_DATA_DIR', FIXTURES);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const params = (path?: string[]) => ({ params: Promise.resolve({ path }) });

describe('the catch-all page', () => {
  test('exports exactly the manifest’s routes, the not-found one aside', async () => {
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
