import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

import { CardListBlock } from '@/components/blocks/card-list';
import { CoverBlock } from '@/components/blocks/cover';
import { CoverFlowBlock } from '@/components/blocks/cover-flow';
import { AvatarIcon, StarEmptyIcon, StarFilledIcon } from '@/components/icons';
import { JsonLd } from '@/components/JsonLd';
import { SiteHeader } from '@/components/SiteHeader';
import type { ProductionCard } from '@/lib/route-data';

import { FILM, fixtureBlock, loadFixtureRoute, loadFixtureSite, makeBlock as block, makeProduction } from '../fixtures';

/** A film's card without a picture, not featured. */
const production = (id: string, title: string): ProductionCard =>
  makeProduction(id, title, { object: 'movie', objectClass: 'movie', featured: false, image: null });

// The page shown: a test may go to another, as a client navigation does (the layout stays).
const shown = vi.hoisted(() => ({ path: '/kino' }));
vi.mock('next/navigation', () => ({ usePathname: () => shown.path }));
beforeEach(() => {
  shown.path = '/kino';
});

// jsdom has the <dialog> element but not its modal methods: as much of them as the tests need.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('the header on small screens', () => {
  test('«Meny» opens the panel, «Lukk meny» closes it and gives the focus back', async () => {
    const { container } = render(<SiteHeader site={await loadFixtureSite()} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(panel.getAttribute('data-open')).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).getByRole('navigation', { name: 'Hovedmeny' })).toBeTruthy();
    expect(container.querySelector('.mobile-menu__toggle svg')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('data-open')).toBe('true');

    fireEvent.click(within(panel).getByRole('button', { name: 'Lukk meny' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  test('Escape closes the panel and gives the focus back to «Meny»', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    fireEvent.click(toggle);
    const kino = screen.getByRole('link', { name: 'Kino' });
    kino.focus();
    fireEvent.keyDown(kino, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  test('Escape in the open submenu closes the submenu only', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    fireEvent.click(toggle);
    const utleie = screen.getByRole('button', { name: 'Utleie' });
    fireEvent.click(utleie);
    const link = screen.getByRole('link', { name: 'Paviljongen' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(utleie.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  test('the panel and the submenu are closed on the page a link in them leads to', async () => {
    const site = await loadFixtureSite();
    const { rerender } = render(<SiteHeader site={site} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    fireEvent.click(toggle);
    const utleie = screen.getByRole('button', { name: 'Utleie' });
    fireEvent.click(utleie);
    expect([toggle, utleie].map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true']);

    shown.path = screen.getByRole('link', { name: 'Paviljongen' }).getAttribute('href')!;
    rerender(<SiteHeader site={site} />);
    expect([toggle, utleie].map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.getAttribute('data-open')).toBe('false');
    // Back on the page they were opened on, they stay closed.
    shown.path = '/kino';
    rerender(<SiteHeader site={site} />);
    expect([toggle, utleie].map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
  });
});

describe('the menu item of the page shown', () => {
  test('has aria-current="page"; the others have none', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    expect(screen.getByRole('link', { name: 'Kino' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Om oss' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('the language switcher', () => {
  test('is not there while the theme has it off (the sample)', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    expect(screen.queryByRole('link', { name: 'Språk' })).toBeNull();
  });

  test('links to the theme’s language path when it is on', async () => {
    const site = await loadFixtureSite();
    const language = { enabled: true, submitPath: '/sprak', languageIcon: 'globe' };
    render(<SiteHeader site={{ ...site, theme: { ...site.theme, language } }} />);
    expect(screen.getByRole('link', { name: 'Språk' }).getAttribute('href')).toBe('/sprak');
  });
});

describe('the cover’s trailer', () => {
  test('«Se trailer» opens a dialog named by the film with the privacy-enhanced player; «Lukk» closes it', async () => {
    const route = await loadFixtureRoute(FILM);
    const { container } = render(
      <CoverBlock block={await fixtureBlock(FILM, 'film-cover', 'cover')} headingLevel={1} route={route} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const button = screen.getByRole('button', { name: 'Se trailer' });
    fireEvent.click(button);

    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Melodien fra Nordheim',
    );
    const player = within(dialog).getByTitle('Trailer: Melodien fra Nordheim');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    expect(dialog.open).toBe(false);
    expect(container.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('no button when the production has no trailer', async () => {
    const route = await loadFixtureRoute(FILM);
    const production = { ...route.production!, assets: [] };
    render(
      <CoverBlock block={await fixtureBlock(FILM, 'film-cover', 'cover')} headingLevel={1} route={{ production }} />,
    );
    expect(screen.queryByRole('button', { name: 'Se trailer' })).toBeNull();
  });
});

describe('carousels', () => {
  test('cover-flow: a named scrollable row with «Forrige» (disabled at the start) and «Neste»', () => {
    render(
      <CoverFlowBlock
        block={block('cover-flow', { title: 'Aktuelt', items: [production('a', 'Film A'), production('b', 'Film B')] })}
        headingLevel={2}
      />,
    );
    const row = screen.getByRole('group', { name: 'Aktuelt' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
    const previous = screen.getByRole('button', { name: 'Forrige' });
    const next = screen.getByRole('button', { name: 'Neste' });
    expect(previous.getAttribute('aria-controls')).toBe(row.id);
    // jsdom lays nothing out, so the row fits its box: nothing to turn, no tab stop.
    expect(previous.parentElement?.className).toBe('carousel__controls carousel__controls--idle');
    expect(row.getAttribute('tabindex')).toBe('-1');

    // A row wider than its box.
    Object.defineProperties(row, { scrollWidth: { value: 1000 }, clientWidth: { value: 400 } });
    row.scrollBy = vi.fn();
    window.matchMedia = vi.fn().mockReturnValue({ matches: false });
    fireEvent.scroll(row);
    expect(previous.parentElement?.className).toBe('carousel__controls');
    expect(row.getAttribute('tabindex')).toBe('0');
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 360, behavior: 'smooth' });
  });

  test('a card list of productions is a carousel', async () => {
    render(
      <CardListBlock block={block('card-list', { title: 'Filmer', items: [production('a', 'A')] })} headingLevel={2} />,
    );
    expect(screen.getByRole('group', { name: 'Filmer' })).toBeTruthy();
  });

  test('a card list of articles is a carousel on another page, a grid on the page it heads', async () => {
    const news = await fixtureBlock('/', 'home-news', 'card-list');
    const front = render(<CardListBlock block={news} headingLevel={2} pageHeading="Forside" />);
    expect(screen.getByRole('group', { name: 'Nyheter' })).toBeTruthy();
    // A card in the row is 16rem wide at any screen size: its picture's srcset is chosen for that.
    expect(front.container.querySelector('img')?.getAttribute('sizes')).toBe('16rem');
    front.unmount();
    const archive = render(<CardListBlock block={news} headingLevel={1} />);
    expect(screen.queryByRole('group', { name: 'Nyheter' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nyheter');
    archive.unmount();
    // Under a title block «Nyheter» the list repeats the page's heading: it is the page's list too.
    render(<CardListBlock block={news} headingLevel={2} pageHeading="Nyheter" />);
    expect(screen.queryByRole('group', { name: 'Nyheter' })).toBeNull();
  });
});

test('JSON-LD is a script element whose text cannot end it', () => {
  const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
  const script = container.querySelector('script[type="application/ld+json"]')!;
  expect(script.innerHTML).toBe('{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
  expect(JSON.parse(script.textContent ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
});

test('the star and avatar icons are decorative', () => {
  const { container } = render(
    <>
      <StarFilledIcon />
      <StarEmptyIcon />
      <AvatarIcon />
    </>,
  );
  const icons = container.querySelectorAll('svg');
  expect([...icons].map((icon) => icon.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
  expect(icons[0]!.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
  // The empty star keeps the icon's own fill: none, only its outline.
  expect(icons[1]!.querySelector('path')?.getAttribute('fill')).toBeNull();
  expect(icons[1]!.getAttribute('fill')).toBe('none');
});
