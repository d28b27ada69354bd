import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { Analytics } from '@/components/analytics/Analytics';
import { CookieSettingsButton } from '@/components/analytics/CookieSettingsButton';
import { TicketListBlock } from '@/components/blocks/ticket-list';
import { CONSENT_SCRIPT } from '@/lib/analytics/consent';

import { fixtureBlock } from '../../fixtures';

// The page the visitor is on; a test moves it as a client navigation would.
const navigation = vi.hoisted(() => ({ pathname: '/melodien-fra-nordheim-dxm-1001293' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

type AnalyticsGlobals = { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown; fbq?: unknown; _fbq?: unknown };
const globals = () => window as unknown as AnalyticsGlobals;
const events = () =>
  (globals().dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'event');
const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.src);

beforeEach(() => {
  localStorage.clear();
  navigation.pathname = '/melodien-fra-nordheim-dxm-1001293';
});
afterEach(() => {
  for (const name of ['dataLayer', 'gtag', 'fbq', '_fbq'] as const) delete globals()[name];
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const ids = { brand: 'Fjordby kulturhus', gaTrackingId: 'G-FJORDBY123', facebookPixelId: '123456789012345' };

describe('ticket links', () => {
  test('carry what BUY_TICKET names: the production, said once on a list of its showings', async () => {
    const block = await fixtureBlock('/melodien-fra-nordheim-dxm-1001293', 'film-tickets', 'ticket-list');
    render(<TicketListBlock block={block} headingLevel={2} />);
    const links = screen.getAllByRole('link', { name: /Kjøp billett/ });
    for (const link of links) expect({ ...link.dataset }).toEqual({ buyTicket: '' });
    expect({ ...links[0]?.closest<HTMLElement>('[data-item-id]')?.dataset }).toEqual({
      itemId: 'prod-melodien',
      itemName: 'Melodien fra Nordheim',
      itemCategory: 'Film',
    });
  });

  test('on a list of several productions, each link says its own', async () => {
    const block = await fixtureBlock('/melodien-fra-nordheim-dxm-1001293', 'film-tickets', 'ticket-list');
    const [first, ...rest] = block.data.items;
    const other = {
      ...first!,
      id: 'other-showing',
      production: {
        id: 'prod-revy',
        title: 'Julerevy',
        category: 'Revy',
        object: 'culture' as const,
        path: '/julerevy',
        genres: [],
        ageRating: null,
        features: [],
      },
    };
    render(<TicketListBlock block={{ ...block, data: { ...block.data, items: [other, ...rest] } }} headingLevel={2} />);
    const [link] = screen.getAllByRole('link', { name: /Kjøp billett/ });
    expect(link?.parentElement?.closest('[data-item-id]')).toBeNull();
    expect({ ...link?.dataset }).toEqual({
      buyTicket: '',
      itemId: 'prod-revy',
      itemName: 'Julerevy',
      itemCategory: 'Revy',
    });
  });
});

describe('the cookie banner', () => {
  test('asks first, with «Godta» and «Avslå» alike, and loads nothing', () => {
    render(<Analytics {...ids} />);
    const banner = screen.getByRole('region', { name: 'Informasjonskapsler' });
    expect(banner.textContent).toContain('Vi bruker informasjonskapsler til statistikk');
    const [accept, decline] = within(banner).getAllByRole('button');
    expect([accept?.textContent, decline?.textContent]).toEqual(['Godta', 'Avslå']);
    expect(accept?.className).toBe(decline?.className);
    expect(scripts()).toEqual([]);
    expect(globals().dataLayer).toBeUndefined();
  });

  test('links the page that tells about the cookies, where the site has one', () => {
    const { unmount } = render(<Analytics {...ids} cookiePage={{ label: 'Info om cookies', path: '/cookies-info' }} />);
    const banner = screen.getByRole('region', { name: 'Informasjonskapsler' });
    const link = within(banner).getByRole('link', { name: 'Les mer om informasjonskapsler' });
    expect(link.getAttribute('href')).toBe('/cookies-info');
    unmount();
    render(<Analytics {...ids} />);
    expect(within(screen.getByRole('region', { name: 'Informasjonskapsler' })).queryByRole('link')).toBeNull();
  });

  test('«Godta» loads GA4 and the pixel and keeps the choice in localStorage', () => {
    render(<Analytics {...ids} />);
    fireEvent.click(screen.getByRole('button', { name: 'Godta' }));
    expect(localStorage.getItem('fjordby:cookie-consent')).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).toBeNull();
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-FJORDBY123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });

  test('a ticket click after consent is BUY_TICKET with its payload', async () => {
    localStorage.setItem('fjordby:cookie-consent', 'granted');
    const block = await fixtureBlock('/melodien-fra-nordheim-dxm-1001293', 'film-tickets', 'ticket-list');
    render(
      <>
        <h1>Melodien fra Nordheim</h1>
        <TicketListBlock block={block} headingLevel={2} />
        <Analytics {...ids} />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).toBeNull();
    const link = screen.getAllByRole('link', { name: /Kjøp billett/ })[0];
    link?.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link!);
    expect(events()).toEqual([
      [
        'event',
        'BUY_TICKET',
        {
          id: 'prod-melodien',
          name: 'Melodien fra Nordheim',
          brand: 'Fjordby kulturhus',
          listName: 'Billetter',
          category: 'Film',
        },
      ],
    ]);
  });

  test('«Avslå» is kept too, loads nothing, and the footer reopens the banner', () => {
    render(
      <>
        <Analytics {...ids} />
        <CookieSettingsButton />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avslå' }));
    expect(localStorage.getItem('fjordby:cookie-consent')).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    const banner = screen.getByRole('region', { name: 'Informasjonskapsler' });
    expect(banner.textContent).toContain('Nå har du avslått det.');
    expect(scripts()).toEqual([]);
  });

  test('a site without ids asks nothing', () => {
    render(<Analytics brand="Fjordby kulturhus" gaTrackingId={null} facebookPixelId={null} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the banner before hydration', () => {
  test('is in the exported HTML, so it shows with the first paint', () => {
    const html = renderToString(<Analytics {...ids} />);
    expect(html).toContain('<h2 id="cookie-banner-title" class="cookie-banner__title">Informasjonskapsler</h2>');
    expect(html).toContain('class="cookie-banner"');
  });

  test('a stored choice marks <html> before the paint, which hides it; no choice leaves it shown', () => {
    delete document.documentElement.dataset.cookieConsent;
    delete document.documentElement.dataset.scripts;
    new Function(CONSENT_SCRIPT)();
    expect(document.documentElement.dataset.cookieConsent).toBeUndefined();
    // Scripts run: the banner may show (the CSS hides it where they do not).
    expect(document.documentElement.dataset.scripts).toBe('');
    localStorage.setItem('fjordby:cookie-consent', 'denied');
    new Function(CONSENT_SCRIPT)();
    expect(document.documentElement.dataset.cookieConsent).toBe('denied');
    delete document.documentElement.dataset.cookieConsent;
  });
});

describe('VIEW_ITEM', () => {
  /** A film page as RoutePage renders it: its heading and the marker with the film. */
  function FilmPage({ id, title }: { id: string; title: string }) {
    return (
      <>
        <h1>{title}</h1>
        <div hidden data-view-item="" data-item-id={id} data-item-name={title} data-item-category="Film" />
      </>
    );
  }
  const melodien = { id: 'prod-melodien', name: 'Melodien fra Nordheim' };
  const viewItems = () => events().filter((event) => event[1] === 'VIEW_ITEM');
  const viewed = (item: { id: string; name: string }) => [
    'event',
    'VIEW_ITEM',
    { ...item, brand: 'Fjordby kulturhus', listName: item.name, category: 'Film' },
  ];

  test('is sent once when a visitor who said yes before lands on a film page, as the exported page hydrates', () => {
    localStorage.setItem('fjordby:cookie-consent', 'granted');
    const page = (
      <>
        <FilmPage id="prod-melodien" title="Melodien fra Nordheim" />
        <Analytics {...ids} />
      </>
    );
    const container = document.createElement('div');
    // The exported HTML knows no choice: the banner is in it, and hydration reads the stored choice after.
    container.innerHTML = renderToString(page);
    document.body.append(container);
    render(page, { container, hydrate: true });
    expect(viewItems()).toEqual([viewed(melodien)]);
  });

  test('is sent once when the visitor says yes on the page, and not again when asked again', () => {
    render(
      <>
        <FilmPage id="prod-melodien" title="Melodien fra Nordheim" />
        <Analytics {...ids} />
        <CookieSettingsButton />
      </>,
    );
    expect(viewItems()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Godta' }));
    expect(viewItems()).toEqual([viewed(melodien)]);
    fireEvent.click(screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avslå' }));
    fireEvent.click(screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Godta' }));
    expect(viewItems()).toEqual([viewed(melodien)]);
  });

  test('each film page a client navigation shows sends it once more', () => {
    localStorage.setItem('fjordby:cookie-consent', 'granted');
    const { rerender } = render(
      <>
        <FilmPage id="prod-melodien" title="Melodien fra Nordheim" />
        <Analytics {...ids} />
      </>,
    );
    navigation.pathname = '/bestefars-bat-dxm-1000934';
    rerender(
      <>
        <FilmPage id="prod-bestefar" title="Bestefars båt" />
        <Analytics {...ids} />
      </>,
    );
    act(() => {});
    expect(viewItems()).toEqual([viewed(melodien), viewed({ id: 'prod-bestefar', name: 'Bestefars båt' })]);
  });

  test('is not sent without consent, nor after «Avslå»', () => {
    render(
      <>
        <FilmPage id="prod-melodien" title="Melodien fra Nordheim" />
        <Analytics {...ids} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avslå' }));
    expect(globals().dataLayer).toBeUndefined();
  });
});
