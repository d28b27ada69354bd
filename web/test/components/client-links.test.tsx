import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';

import { ClientLinks } from '@/components/ClientLinks';

const router = vi.hoisted(() => ({ prefetch: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  vi.clearAllMocks();
});

/** The links as the export's HTML has them: the listeners see anchors, whichever component rendered them. */
function renderLinks(links: string[]): void {
  render(
    <>
      <ClientLinks analytics={false} />
      <div dangerouslySetInnerHTML={{ __html: links.join('') }} />
    </>,
  );
}

/**
 * Clicks `element`: true when the browser would follow the link itself, as no listener of the site prevented that.
 * jsdom cannot load pages, so the click's default is prevented once the site's listeners (on the document) had it.
 */
function clickFollowedByBrowser(element: Element, init?: MouseEventInit): boolean {
  let followed = false;
  const last = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last, { once: true });
  fireEvent.click(element, init);
  return followed;
}

test('a page of the site is prefetched once when a pointer, a finger or the focus reaches its link, and only then', () => {
  renderLinks([
    '<a href="/kino"><span>Kino</span></a>',
    '<a href="/kulturprogram">Kulturprogram</a>',
    '<a href="/article/apningstider-i-jula">Åpningstider i jula</a>',
    '<a href="https://billett.example.no/fjordbykulturhus/1234">Kjøp billett</a>',
    '<a href="/jazz" target="_blank">Jazzfestivalen</a>',
    '<a href="//cdn.example.no/x">Et annet nettsted</a>',
    '<a href="/sitemap.xml">Nettstedskart</a>',
  ]);
  expect(router.prefetch).not.toHaveBeenCalled();

  fireEvent.pointerOver(screen.getByText('Kino'));
  fireEvent.pointerOver(screen.getByText('Kino'));
  fireEvent.touchStart(screen.getByText('Kulturprogram'));
  fireEvent.focusIn(screen.getByText('Åpningstider i jula'));
  for (const text of ['Kjøp billett', 'Jazzfestivalen', 'Et annet nettsted', 'Nettstedskart'])
    fireEvent.pointerOver(screen.getByText(text));

  expect(router.prefetch.mock.calls).toEqual([['/kino'], ['/kulturprogram'], ['/article/apningstider-i-jula']]);
});

test('a click on a page of the site navigates with the router instead of loading the page', () => {
  renderLinks([
    '<a href="/kino"><span>Kino</span></a>',
    '<a href="/sok?q=kjøp">Søk etter kjøp</a>',
    '<a href="/kino#program">Kinoprogrammet</a>',
  ]);

  const followed = ['Kino', 'Søk etter kjøp', 'Kinoprogrammet'].map((text) =>
    clickFollowedByBrowser(screen.getByText(text)),
  );

  expect(followed).toEqual([false, false, false]);

  expect(router.push.mock.calls).toEqual([['/kino'], ['/sok?q=kj%C3%B8p'], ['/kino#program']]);
});

test('the browser follows a click itself: another button, a modifier key, or a link not to a page of the site', () => {
  renderLinks([
    '<a href="/kino">Kino</a>',
    '<a href="https://billett.example.no/fjordbykulturhus/1234">Kjøp billett</a>',
    '<a href="/jazz" target="_blank">Jazzfestivalen</a>',
    '<a href="/program.pdf" download>Programmet som PDF</a>',
    '<a href="/sitemap.xml">Nettstedskart</a>',
    '<a href="/kino" data-full-load>Prøv igjen</a>',
    // jsdom's page is /, so these jump within it
    '<a href="#hovedinnhold">Til innholdet</a>',
    '<a href="/#">Til toppen</a>',
  ]);
  const kino = screen.getByText('Kino');
  const followed = [
    clickFollowedByBrowser(kino, { button: 1 }),
    clickFollowedByBrowser(kino, { ctrlKey: true }),
    clickFollowedByBrowser(kino, { metaKey: true }),
    clickFollowedByBrowser(kino, { shiftKey: true }),
    clickFollowedByBrowser(kino, { altKey: true }),
    ...['Kjøp billett', 'Jazzfestivalen', 'Programmet som PDF', 'Nettstedskart', 'Prøv igjen', 'Til innholdet'].map(
      (text) => clickFollowedByBrowser(screen.getByText(text)),
    ),
    clickFollowedByBrowser(screen.getByText('Til toppen')),
  ];

  expect(followed).toEqual(Array(12).fill(true));
  expect(router.push).not.toHaveBeenCalled();
});

test('a click a component took over (its own handler prevented the default) is left to it', () => {
  renderLinks(['<a href="/kino">Kino</a>']);
  const kino = screen.getByText('Kino');
  kino.addEventListener('click', (event) => event.preventDefault());

  clickFollowedByBrowser(kino);

  expect(router.push).not.toHaveBeenCalled();
});
