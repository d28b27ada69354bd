import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { SearchEntry } from '@/lib/route-data';

import { makeJazzEntries } from '../../fixtures';

const entries: SearchEntry[] = [
  {
    k: 'event',
    t: 'Flåklypa Grand Prix',
    s: 'Kinokonsert med levende musikk.',
    d: ['2026-11-27', '2026-11-28', '2026-12-04'],
    c: 'Konsert',
    r: null,
    f: [],
    x: '',
    u: '/flaklypa-grand-prix-abc123',
  },
  {
    k: 'article',
    t: 'Slik kjøper du billetter',
    s: 'Billetter selges på nett og i appen.',
    d: ['2026-10-02'],
    c: 'article',
    r: null,
    f: [],
    x: '',
    u: '/article/slik-kjoper-du-billetter',
  },
  {
    k: 'page',
    t: 'Priser kino',
    s: 'Billetter til kino: voksen, barn og honnør.',
    d: [],
    c: null,
    r: null,
    f: [],
    x: '',
    u: '/priser-kino',
  },
  {
    k: 'film',
    t: 'Billettluka',
    s: 'En komedie om en kinokasse.',
    d: ['2026-11-24'],
    c: 'Komedie',
    r: null,
    f: [],
    x: '',
    u: '/billettluka-dxm-1000001',
  },
];

function serve(index: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(index), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// The module keeps the loaded search: every test starts from a fresh one.
async function components() {
  vi.resetModules();
  const [{ SearchResults }, { LiveSearchForm }] = await Promise.all([
    import('@/components/search/SearchResults'),
    import('@/components/search/LiveSearchForm'),
  ]);
  return { SearchResults, LiveSearchForm };
}

function at(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00+01:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  at('/');
});

/** The search page's form and its results, as `/sok` has them; its field. */
async function renderSearchPage(): Promise<HTMLInputElement> {
  const { SearchResults, LiveSearchForm } = await components();
  render(
    <>
      <LiveSearchForm action="/sok" id="q" name="Søk i filmer, arrangementer og artikler" />
      <SearchResults headingLevel={3} />
    </>,
  );
  return screen.getByRole('searchbox', { name: 'Søk' }) as HTMLInputElement;
}

describe('the search results', () => {
  test('with no query they ask for a search word, and show what they were given to show then', async () => {
    serve(entries);
    at('/sok');
    const { SearchResults } = await components();
    render(
      <SearchResults headingLevel={3}>
        <ul>
          <li>Alt på nettstedet</li>
        </ul>
      </SearchResults>,
    );
    expect(screen.getByRole('status').textContent).toBe('Skriv inn et søkeord');
    expect(screen.getByRole('list').textContent).toBe('Alt på nettstedet');
  });

  test('with a query, the hits take the place of what is shown without one', async () => {
    serve(entries);
    at('/sok?q=flaklypa');
    const { SearchResults } = await components();
    render(
      <SearchResults headingLevel={3}>
        <p>Alt på nettstedet</p>
      </SearchResults>,
    );
    expect(await screen.findByText('1 treff')).toBeTruthy();
    expect(screen.queryByText('Alt på nettstedet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Flåklypa Grand Prix' })).toBeTruthy();
  });

  test('a film found by its director says whose it is', async () => {
    serve([
      {
        k: 'film',
        t: 'Pingvinpatruljen',
        s: 'Fire modige pingviner.',
        d: ['2026-11-24'],
        c: 'Animasjon, Familie',
        r: 'Mikkel Frost',
        f: ['Norsk tale'],
        x: '',
        u: '/pingvinpatruljen-dxm-1001330',
      },
    ] satisfies SearchEntry[]);
    at('/sok?q=mikkel%20frost');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(await screen.findByText('1 treff')).toBeTruthy();
    expect(document.querySelector('.search-hit__meta')?.textContent).toBe(
      'Film · Animasjon, Familie · Regi: Mikkel Frost · tir. 24. nov. 2026',
    );
  });

  test('the query of the URL finds its hits: the count announced, a card each', async () => {
    const fetch = serve(entries);
    at('/sok?q=flaklypa');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(screen.getByRole('status').textContent).toBe('Søker …');
    expect(await screen.findByText('1 treff')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/data/search-index.json');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Arrangementer');
    const card = within(screen.getByRole('list')).getByRole('article');
    const link = within(card).getByRole('link', { name: 'Flåklypa Grand Prix' });
    expect(link.getAttribute('href')).toBe('/flaklypa-grand-prix-abc123');
    expect(within(card).getByRole('heading', { level: 4 }).textContent).toBe('Flåklypa Grand Prix');
    expect(card.querySelector('.search-hit__meta')?.textContent).toBe(
      'Arrangement · Konsert · fre. 27. nov. 2026 og 2 dager til',
    );
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27');
    expect(card.querySelector('.search-hit__summary')?.textContent).toBe('Kinokonsert med levende musikk.');
  });

  test('an article shows its day; a misspelt or folded query finds it', async () => {
    serve(entries);
    at('/sok?q=kjop');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(await screen.findByText('1 treff')).toBeTruthy();
    expect(document.querySelector('.search-hit__meta')?.textContent).toBe('Artikkel · fre. 2. okt. 2026');
  });

  test('hits are grouped by kind: films, events, articles, pages', async () => {
    serve(entries);
    at('/sok?q=billett');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(await screen.findByText('3 treff')).toBeTruthy();
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => within(group).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Filmer',
      'Artikler',
      'Sider',
    ]);
    expect(groups.map((group) => within(group).getByRole('link').textContent)).toEqual([
      'Billettluka',
      'Slik kjøper du billetter',
      'Priser kino',
    ]);
    expect(groups.map((group) => group.querySelector('.search-hit__meta')?.textContent)).toEqual([
      'Film · Komedie · tir. 24. nov. 2026',
      'Artikkel · fre. 2. okt. 2026',
      'Side',
    ]);
  });

  test('no hits: the query is named, and offered with its word one letter off put right', async () => {
    serve(entries);
    at('/sok?q=priser%20kini');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(await screen.findByText('Ingen treff for «priser kini».')).toBeTruthy();
    const suggestion = screen.getByRole('link', { name: 'priser kino' });
    expect(suggestion.getAttribute('href')).toBe('?q=priser%20kino');
    expect(suggestion.parentElement?.textContent).toBe('Mente du priser kino?');
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(suggestion);
    expect(window.location.search).toBe('?q=priser+kino');
    expect(await screen.findByText('1 treff')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Priser kino' }).getAttribute('href')).toBe('/priser-kino');
  });

  test('no hits and nothing near: a hint', async () => {
    serve(entries);
    at('/sok?q=xylofon');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(await screen.findByText('Ingen treff for «xylofon».')).toBeTruthy();
    expect(screen.getByText('Prøv et annet eller kortere ord.')).toBeTruthy();
  });

  test('an index that fails to load says so', async () => {
    serve({}, 500);
    at('/sok?q=jazz');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(await screen.findByText('Søket kunne ikke lastes. Prøv igjen senere.')).toBeTruthy();
  });

  test('twenty hits at a time', async () => {
    const many = makeJazzEntries(45);
    serve(many);
    at('/sok?q=jazz');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(await screen.findByText('45 treff')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Vis flere treff' }));
    expect(screen.getAllByRole('article')).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Vis flere treff' }));
    expect(screen.getAllByRole('article')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Vis flere treff' })).toBeNull();
  });
});

describe('the search page form', () => {
  test('is filled from the URL, and typing writes the query back and searches at once', async () => {
    serve(entries);
    at('/sok?q=flaklypa');
    const field = await renderSearchPage();
    expect(field.value).toBe('flaklypa');
    expect(await screen.findByText('1 treff')).toBeTruthy();
    act(() => {
      fireEvent.change(field, { target: { value: 'kjøp' } });
    });
    expect(window.location.search).toBe('?q=kj%C3%B8p');
    expect(screen.getByRole('link', { name: 'Slik kjøper du billetter' })).toBeTruthy();
    act(() => {
      fireEvent.change(field, { target: { value: '' } });
    });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Skriv inn et søkeord');
  });

  test('the search loads when the field gets the focus, or with the first query, not with the page', async () => {
    const fetch = serve(entries);
    at('/sok');
    const field = await renderSearchPage();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.focus(field);
    expect(fetch).toHaveBeenCalledWith('/data/search-index.json');
    act(() => {
      fireEvent.change(field, { target: { value: 'flaklypa' } });
    });
    expect(await screen.findByText('1 treff')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a query typed without the focus in the field loads the search too', async () => {
    const fetch = serve(entries);
    at('/sok');
    const { SearchResults } = await components();
    render(<SearchResults headingLevel={3} />);
    expect(fetch).not.toHaveBeenCalled();
    act(() => {
      window.history.pushState(null, '', '/sok?q=kjop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('1 treff')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('words typed before the page hydrated are searched for as it hydrates', async () => {
    serve(entries);
    at('/sok');
    const { LiveSearchForm } = await components();
    const form = <LiveSearchForm action="/sok" id="q" name="Søk" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = 'rullestol';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect(window.location.search).toBe('?q=rullestol');
    expect((screen.getByRole('searchbox', { name: 'Søk' }) as HTMLInputElement).value).toBe('rullestol');
    act(() => root?.unmount());
    container.remove();
  });

  test('elsewhere the field’s focus loads nothing', async () => {
    const fetch = serve(entries);
    at('/nyheter');
    const { LiveSearchForm } = await components();
    render(<LiveSearchForm action="/sok" id="q" name="Søk" />);
    fireEvent.focus(screen.getByRole('searchbox', { name: 'Søk' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  test('on the search page, submitting stays on the page', async () => {
    serve(entries);
    at('/sok?q=jazz');
    const { LiveSearchForm } = await components();
    render(<LiveSearchForm action="/sok" id="q" name="Søk" />);
    const submitted = fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toBe(false); // the default (a reload) was prevented
  });

  test('elsewhere it is a plain form that leaves the URL alone', async () => {
    at('/nyheter');
    const { LiveSearchForm } = await components();
    render(<LiveSearchForm action="/sok" id="q" name="Søk" />);
    const field = screen.getByRole('searchbox', { name: 'Søk' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'jazz' } });
    expect(field.value).toBe('jazz');
    expect(window.location.search).toBe('');
    expect(fireEvent.submit(screen.getByRole('search'))).toBe(true);
  });
});
