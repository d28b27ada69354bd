import { act, fireEvent, render, screen } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { SearchCombobox } from '@/components/search/SearchCombobox';
import type { SearchEntry } from '@/lib/route-data';

import { makeJazzEntries } from '../../fixtures';

const jazz = makeJazzEntries(7);

const entries: SearchEntry[] = [
  ...jazz,
  {
    k: 'film',
    t: 'Dragevokterne',
    s: 'Når det siste drageegget blir stjålet, må to søsken ut på eventyr.',
    d: ['2026-11-28'],
    c: 'Familie, Eventyr',
    r: null,
    f: [],
    x: '',
    u: '/dragevokterne-dxm-1000002',
  },
  {
    k: 'event',
    t: 'Flåklypa Grand Prix',
    s: 'Kinokonsert med levende musikk.',
    d: ['2026-11-27'],
    c: 'Konsert',
    r: null,
    f: [],
    x: '',
    u: '/flaklypa-grand-prix-abc123',
  },
  {
    k: 'page',
    t: 'Praktisk informasjon',
    s: 'Åpningstider og parkering.',
    d: [],
    c: null,
    r: null,
    f: [],
    x: '',
    u: '/praktisk-informasjon',
  },
];

function serve() {
  const fetch = vi.fn(async () => new Response(JSON.stringify(entries)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// The loaded search is kept by its module: every test starts from a fresh one.
async function renderCombobox(onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void = () => {}) {
  vi.resetModules();
  const { SearchCombobox: Fresh } = await import('@/components/search/SearchCombobox');
  render(
    // As the mobile menu listens for Escape around it.
    <div onKeyDown={onKeyDown}>
      <Fresh action="/sok" id="site-search" name="Søk på nettstedet" placeholder="Søk etter film, konsert …" />
    </div>,
  );
  return screen.getByRole('combobox', { name: 'Søk' }) as HTMLInputElement;
}

/** Focuses the field and types the query, and waits for the search to have loaded. */
async function type(field: HTMLInputElement, query: string) {
  act(() => field.focus());
  fireEvent.change(field, { target: { value: query } });
  await screen.findByText(/forslag$/);
}

/** Each suggestion's title and kind (the comma between them, for screen readers, is the style sheet's). */
const options = () =>
  screen.queryAllByRole('option').map((option) => Array.from(option.children, (part) => part.textContent).join(', '));
const liveRegion = () => document.querySelector('[aria-live="polite"]')?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header’s search field', () => {
  test('without JavaScript is a GET form to the search page, with its placeholder', () => {
    const html = renderToString(
      <SearchCombobox action="/sok" id="site-search" name="Søk på nettstedet" placeholder="Søk etter film …" />,
    );
    expect(html).toContain('action="/sok" method="get"');
    expect(html).toMatch(/<input [^>]*name="q"/);
    expect(html).toContain('placeholder="Søk etter film …"');
    expect(html).toContain('aria-expanded="false"');
  });

  test('is a collapsed combobox that loads the search only when it gets the focus', async () => {
    const fetch = serve();
    const field = await renderCombobox();
    expect(field.getAttribute('placeholder')).toBe('Søk etter film, konsert …');
    expect(field.getAttribute('aria-autocomplete')).toBe('list');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(field.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetch).not.toHaveBeenCalled();
    act(() => field.focus());
    expect(fetch).toHaveBeenCalledWith('/data/search-index.json');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('offers the first six hits as links with their kind, and says how many', async () => {
    serve();
    const field = await renderCombobox();
    await type(field, 'jazz');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(liveRegion()).toBe('6 forslag');
    expect(options()).toEqual([
      'Jazzkveld 1, Artikkel',
      'Jazzkveld 2, Artikkel',
      'Jazzkveld 3, Artikkel',
      'Jazzkveld 4, Artikkel',
      'Jazzkveld 5, Artikkel',
      'Jazzkveld 6, Artikkel',
    ]);
    expect(screen.getAllByRole('option')[0]?.getAttribute('href')).toBe('/article/jazzkveld-1');

    fireEvent.change(field, { target: { value: 'dragevoktern' } });
    expect(options()).toEqual(['Dragevokterne, Film']);
    expect(liveRegion()).toBe('1 forslag');
    fireEvent.change(field, { target: { value: 'flaklypa' } });
    expect(options()).toEqual(['Flåklypa Grand Prix, Arrangement']);
    fireEvent.change(field, { target: { value: 'praktisk' } });
    expect(options()).toEqual(['Praktisk informasjon, Side']);
  });

  test('a letter alone offers nothing; a query that finds nothing says so and shows no list', async () => {
    serve();
    const field = await renderCombobox();
    await type(field, 'xylofon');
    expect(liveRegion()).toBe('Ingen forslag');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    fireEvent.change(field, { target: { value: 'j' } });
    expect(liveRegion()).toBe('');
    expect(options()).toEqual([]);
  });

  test('the arrows go through the suggestions, round; Enter follows the one chosen', async () => {
    serve();
    const field = await renderCombobox();
    await type(field, 'jazz');
    const active = () =>
      document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.firstElementChild?.textContent;
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(active()).toBe('Jazzkveld 1');
    expect(screen.getAllByRole('option', { selected: true })).toEqual([screen.getAllByRole('option')[0]]);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(active()).toBe('Jazzkveld 2');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(active()).toBe('Jazzkveld 6');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(active()).toBe('Jazzkveld 1');
    fireEvent.keyDown(field, { key: 'ArrowUp' });

    // The click a link gets, which the site's router takes over (ClientLinks).
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      event.preventDefault();
      followed.push((event.target as HTMLAnchorElement).getAttribute('href') ?? '');
    };
    document.addEventListener('click', follow);
    try {
      expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    } finally {
      document.removeEventListener('click', follow);
    }
    expect(followed).toEqual(['/article/jazzkveld-6']);
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  test('Enter with no suggestion chosen submits the query to the search page', async () => {
    serve();
    const field = await renderCombobox();
    await type(field, 'jazz');
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(true);
  });

  test('typing again leaves the suggestion chosen', async () => {
    serve();
    const field = await renderCombobox();
    await type(field, 'jazz');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.change(field, { target: { value: 'jazzk' } });
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('true');
  });

  test('Escape closes the list, then empties the field, and only then is the menu’s', async () => {
    serve();
    const menuHeard = vi.fn();
    const field = await renderCombobox((event) => event.key === 'Escape' && menuHeard());
    await type(field, 'jazz');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    expect(field.value).toBe('jazz');
    expect(liveRegion()).toBe('');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('');
    expect(menuHeard).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(menuHeard).toHaveBeenCalledTimes(1);
  });

  test('the list closes when the field loses the focus', async () => {
    serve();
    const field = await renderCombobox();
    await type(field, 'jazz');
    act(() => screen.getByRole('button', { name: 'Søk' }).focus());
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });
});
