import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';

import { RoutePage } from '@/components/RoutePage';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';

import { loadFixtureRoute, loadFixtureSite } from '../fixtures';

const linkTexts = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the header', () => {
  test('the logo links home, named by the site title', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const home = screen.getByRole('link', { name: 'Fjordby kulturhus' });
    expect(home.getAttribute('href')).toBe('/');
    expect(within(home).getByRole('img').getAttribute('alt')).toBe('Fjordby kulturhus');
  });

  test('the header menu in CMS order; a leaf without a path is left out', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const menu = screen.getByRole('navigation', { name: 'Hovedmeny' });
    const items = within(menu)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.classList.contains('menu'));
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'jazz (åpnes i ny fane)',
      'Kino',
      'UtleieMøterom og selskapPaviljongen',
      'Om oss',
    ]);
    expect(within(menu).queryByText('Ødelagt lenke')).toBeNull();
  });

  test('an item that opens in a new window says so and gives away nothing', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    // Testing Library's name computation drops the space before the hidden text; browsers keep it.
    const jazz = screen.getByRole('link', { name: /^jazz/ });
    expect(jazz.textContent).toBe('jazz (åpnes i ny fane)');
    expect([jazz.getAttribute('href'), jazz.getAttribute('target'), jazz.getAttribute('rel')]).toEqual([
      '/fjordby-jazz',
      '_blank',
      'noopener noreferrer',
    ]);
    const kino = screen.getByRole('link', { name: 'Kino' });
    expect(kino.getAttribute('target')).toBeNull();
  });

  test('a parent is a disclosure button over its children', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const button = screen.getByRole('button', { name: 'Utleie' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Paviljongen' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(linkTexts(panel!)).toEqual(['Møterom og selskap', 'Paviljongen']);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  test('Escape closes the submenu and gives the focus back to its button', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const button = screen.getByRole('button', { name: 'Utleie' });
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Paviljongen' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  test('moving the focus out of the submenu closes it', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const button = screen.getByRole('button', { name: 'Utleie' });
    fireEvent.click(button);
    fireEvent.blur(screen.getByRole('link', { name: 'Paviljongen' }), {
      relatedTarget: screen.getByRole('link', { name: 'Om oss' }),
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  test('the search form sends q to the theme’s search path', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const form = screen.getByRole('search', { name: 'Søk på nettstedet' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/sok', 'get']);
    expect(within(form).getByRole('combobox', { name: 'Søk' }).getAttribute('name')).toBe('q');
    expect(within(form).getByRole('button', { name: 'Søk' }).getAttribute('type')).toBe('submit');
  });

  test('the search button shows the search icon beside its text «Søk», hidden from screen readers', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const form = screen.getByRole('search', { name: 'Søk på nettstedet' });
    const button = within(form).getByRole('button', { name: 'Søk' });
    expect(within(button).getByText('Søk')).toBe(button);
    expect(button.querySelector('svg.icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  test('no search form when the theme has search off', async () => {
    const site = await loadFixtureSite();
    render(<SiteHeader site={{ ...site, theme: { ...site.theme, search: { enabled: false, submitPath: '/sok' } } }} />);
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('the footer', () => {
  test('the theme’s columns in order, each item as its type says', async () => {
    render(<SiteFooter site={await loadFixtureSite()} />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Kontakt', 'Følg oss', 'Lenker']);
    expect(within(footer).getByText('Storgata 1, 1234 Fjordby').tagName).toBe('P');
    expect(within(footer).getByRole('link', { name: 'post@fjordbykulturhus.no' }).getAttribute('href')).toBe(
      'mailto:post@fjordbykulturhus.no',
    );
    expect(footer.querySelector('.rich-text')?.innerHTML).toBe(
      '<p>Billettluka åpner <strong>én time</strong> før første forestilling.</p>',
    );
    expect(within(footer).getByRole('heading', { level: 3 }).textContent).toBe('Nyttige lenker');
    expect(within(footer).getByRole('link', { name: 'Fjordby bibliotek' }).getAttribute('href')).toBe(
      'https://bibliotek.fjordby.kommune.no',
    );
  });

  test('the app links under «Følg oss»: App Store and Google Play', async () => {
    render(<SiteFooter site={await loadFixtureSite()} />);
    const column = screen.getByRole('heading', { level: 2, name: 'Følg oss' }).closest('section')!;
    expect(
      within(column)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://www.facebook.com/fjordbykulturhus'],
      ['Last ned appen (App Store)', 'https://apps.apple.com/no/app/fjordby-kino/id1234567890'],
      ['Last ned appen (Google Play)', 'https://play.google.com/store/apps/details?id=no.fjordby.kino'],
    ]);
  });

  test('then the footer menu: «Personvernerklæring» and «Info om cookies»', async () => {
    render(<SiteFooter site={await loadFixtureSite()} />);
    const menu = screen.getByRole('navigation', { name: 'Bunnmeny' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Personvernerklæring', '/article/personvernerklaering'],
      ['Info om cookies', '/article/info-om-cookies'],
    ]);
  });
});

describe('a route’s body', () => {
  test('its blocks in the template’s grid, the title block as the one h1', async () => {
    const { container } = render(<RoutePage route={await loadFixtureRoute('/kino')} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Kino']);
    const rows = container.querySelectorAll(':scope > .grid-row');
    expect([...rows].map((row) => row.className)).toEqual(['grid-row container', 'grid-row']);
    const cells = rows[0]!.querySelectorAll('.grid-cell');
    expect(cells[0]?.getAttribute('style')).toBe(
      '--span-xs: 12; --order-xs: 1; --span-md: 8; --order-md: 0; --span-lg: 8; --order-lg: 0;',
    );
    expect(cells[1]?.getAttribute('style')).toBe(
      '--span-xs: 12; --order-xs: 0; --span-md: 4; --order-md: 1; --span-lg: 3; --order-lg: 1;',
    );
    expect(
      within(cells[0] as HTMLElement)
        .getAllByRole('heading')
        .map((heading) => heading.tagName),
    ).toEqual(['H1', 'H2']);
    expect(within(rows[1] as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
      'Meld deg på nyhetsbrevet',
    );
  });

  test('any other page without a heading of its own shows its route title as its h1, at the page’s width', async () => {
    const home = await loadFixtureRoute('/');
    render(<RoutePage route={{ ...home, path: '/kulturprogram', title: 'Kulturprogram' }} />);
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1?.textContent).toBe('Kul\u00adtur\u00adpro\u00adgram');
    expect(h1?.className).toBe('');
    expect(h1?.parentElement?.className).toBe('container');
  });

  test('the front page without a title block gets its route title as a visually hidden h1', async () => {
    render(<RoutePage route={await loadFixtureRoute('/')} />);
    const [h1] = screen.getAllByRole('heading', { level: 1 });
    expect(h1?.textContent).toBe('Forside');
    expect(h1?.className).toBe('visually-hidden');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test('a film: cover as h1, tickets and facts below it', async () => {
    render(<RoutePage route={await loadFixtureRoute('/melodien-fra-nordheim-dxm-1001293')} />);
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H1', 'Me\u00adlo\u00addi\u00aden fra Nord\u00adheim'],
      ['H2', 'Billetter'],
      ['H2', 'Om filmen'],
    ]);
  });
});
