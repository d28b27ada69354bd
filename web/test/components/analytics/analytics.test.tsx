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
// The page loads asked for: jsdom loads no page.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/analytics/page-policy', async (actual) => ({
  ...(await actual<typeof import('@/lib/analytics/page-policy')>()),
  loadPageAgain: () => {
    loads.count += 1;
  },
}));

type AnalyticsGlobals = { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown; fbq?: unknown; _fbq?: unknown };
const globals = () => window as unknown as AnalyticsGlobals;
const events = () =>
  (globals().dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'event');
const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => script.src);

const STRICT = "default-src 'self'; script-src 'self'";
const policies = () =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]')).map(
    (meta) => meta.content,
  );

/**
 * The page as the export writes it on a site with analytics, once its chooser script has run at an address outside
 * the member area: the strict policy, and the mark that a page load with consent gives it the trackers.
 */
function exportedPage() {
  const chooser = document.createElement('script');
  chooser.type = 'text/plain';
  chooser.dataset.policy = STRICT;
  document.head.append(chooser);
  document.documentElement.dataset.trackersWithConsent = '';
}

/** A member page as the export writes it: the strict policy in its HTML, no chooser. */
function exportedMemberPage() {
  document.head.querySelectorAll('script, meta').forEach((element) => element.remove());
  delete document.documentElement.dataset.trackersWithConsent;
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = STRICT;
  document.head.append(meta);
}

/** A visitor who said yes before lands: the chooser put the policy naming the trackers in force. */
function landWithConsent() {
  localStorage.setItem('fjordby:cookie-consent', 'granted');
  document.documentElement.dataset.trackers = '';
}

beforeEach(() => {
  localStorage.clear();
  navigation.pathname = '/melodien-fra-nordheim-dxm-1001293';
  loads.count = 0;
  exportedPage();
});
afterEach(() => {
  for (const name of ['dataLayer', 'gtag', 'fbq', '_fbq'] as const) delete globals()[name];
  document.head.querySelectorAll('script, meta').forEach((element) => element.remove());
  delete document.documentElement.dataset.trackers;
  delete document.documentElement.dataset.trackersWithConsent;
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
    expect(within(banner).queryByText('Les mer om informasjonskapsler', { selector: 'summary' })).toBeNull();
    unmount();
  });

  test('tells itself what is stored, by whom and for how long, on a site whose menus name no cookie page (Nordvik)', () => {
    // Nordvik kino og kulturscene in the sample CMS: GA4 alone, and only «Personvernerklæring» in its menus.
    render(<Analytics brand="Nordvik kino og kulturscene" gaTrackingId="G-NORDVIK178" facebookPixelId={null} />);
    const banner = screen.getByRole('region', { name: 'Informasjonskapsler' });
    expect(within(banner).queryByRole('link')).toBeNull();
    const more = within(banner).getByText('Les mer om informasjonskapsler');
    expect(more.tagName).toBe('SUMMARY');
    expect(more.parentElement?.textContent).toBe(
      'Les mer om informasjonskapsler' +
        'Godtar du, lagrer disse tjenestene informasjonskapsler i nettleseren din:' +
        '_ga og _ga_NORDVIK178 fra Google Analytics (Google) skiller besøkende fra hverandre, så vi kan telle besøk og ' +
        'se hvilke sider som brukes. De lagres i 2 år.' +
        'Avslår du, lagres ingen av dem, og trekker du samtykket tilbake, slettes de. Valget ditt lagres bare i denne ' +
        'nettleseren, ikke i en informasjonskapsel, til du endrer det under «Innstillinger for informasjonskapsler» ' +
        'nederst på siden.',
    );
  });

  test('names the pixel beside GA4 where the site has both', () => {
    render(<Analytics {...ids} />);
    const items = within(screen.getByRole('region', { name: 'Informasjonskapsler' })).getAllByRole('listitem', {
      hidden: true,
    });
    expect(items.map((item) => item.textContent)).toEqual([
      '_ga og _ga_FJORDBY123 fra Google Analytics (Google) skiller besøkende fra hverandre, så vi kan telle besøk og ' +
        'se hvilke sider som brukes. De lagres i 2 år.',
      '_fbp og _fbc fra Facebook-pikselen (Meta) knytter besøket ditt til annonsene våre på Facebook og Instagram. ' +
        'De lagres i 90 dager.',
    ]);
  });

  test('«Godta» keeps the choice in localStorage and loads the page again, which then loads GA4 and the pixel', () => {
    const { unmount } = render(<Analytics {...ids} />);
    fireEvent.click(screen.getByRole('button', { name: 'Godta' }));
    expect(localStorage.getItem('fjordby:cookie-consent')).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).toBeNull();
    // This page's policy names no tracker host: only the next load's can.
    expect(loads.count).toBe(1);
    expect(scripts()).toEqual([]);
    unmount();
    document.documentElement.dataset.trackers = '';
    render(<Analytics {...ids} />);
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-FJORDBY123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(loads.count).toBe(1);
  });

  test('a member page at an address the app does not take for one loads once, with no tracker', () => {
    // The hosts answer `/min%2Dside` with the member page; the router reads its path as it is.
    exportedMemberPage();
    localStorage.setItem('fjordby:cookie-consent', 'granted');
    navigation.pathname = '/min%2Dside';
    vi.stubEnv('FJORDBY_MEMBER_AREA', '/min-side');
    try {
      render(<Analytics {...ids} />);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(loads.count).toBe(0);
    expect(scripts()).toEqual([]);
    expect(policies()).toEqual([STRICT]);
  });

  test('withdrawing puts the strict policy in force at once; a member page reached in the browser too', () => {
    landWithConsent();
    const view = render(
      <>
        <Analytics {...ids} />
        <CookieSettingsButton />
      </>,
    );
    expect(policies()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avslå' }));
    expect(policies()).toEqual([STRICT]);
    expect('trackers' in document.documentElement.dataset).toBe(false);
    view.unmount();

    document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
    landWithConsent();
    const { rerender } = render(<Analytics {...ids} />);
    expect(scripts()).toHaveLength(2);
    navigation.pathname = '/min-side/billetter';
    vi.stubEnv('FJORDBY_MEMBER_AREA', '/min-side');
    try {
      rerender(<Analytics {...ids} />);
      expect(policies()).toEqual([STRICT]);
      expect(loads.count).toBe(0);
      // Back on a page of the site, the trackers need the policy naming them again: a page load.
      navigation.pathname = '/kino';
      rerender(<Analytics {...ids} />);
      expect(loads.count).toBe(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('a ticket click after consent is BUY_TICKET with its payload', async () => {
    landWithConsent();
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
    landWithConsent();
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

  test('is sent once on a page whose visitor said yes, and not again when asked again', () => {
    landWithConsent();
    render(
      <>
        <FilmPage id="prod-melodien" title="Melodien fra Nordheim" />
        <Analytics {...ids} />
        <CookieSettingsButton />
      </>,
    );
    expect(viewItems()).toEqual([viewed(melodien)]);
    fireEvent.click(screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avslå' }));
    fireEvent.click(screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Godta' }));
    expect(viewItems()).toEqual([viewed(melodien)]);
  });

  test('each film page a client navigation shows sends it once more', () => {
    landWithConsent();
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
