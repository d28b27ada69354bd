import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import jsQR from 'jsqr';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { FilmMember } from '@/components/membership/FilmMember';
import { CreateUserForm, ForgotPasswordForm, LoginForm } from '@/components/membership/forms';
import { Tickets, WatchList } from '@/components/membership/MemberPages';
import { QrCode } from '@/components/membership/QrCode';
import { ratingCount, Stars } from '@/components/membership/Stars';
import { SiteHeader } from '@/components/SiteHeader';
import { clearSession, PROFILE_KEY, saveSession } from '@/lib/membership/session';

import { loadFixtureSite } from '../fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

interface Call {
  url: string;
  init: RequestInit;
  answer: (status: number, body: unknown) => void;
}

// Each test has its own provider base: the member area and SWR's cache are kept per base for the whole file.
let bases = 0;
const newBase = () => `https://medlem.example.no/membership/${++bases}`;

/** The browser's fetch, answered by the test when it likes. */
function controlledFetch() {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (url: string | URL | Request, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url: String(url),
          init,
          answer: (status, body) =>
            resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
        });
      }),
  );
  /** Waits for the call to `api/{path}…`, then answers it. */
  async function answer(path: string, status: number, body: unknown) {
    const call = await waitFor(() => {
      const made = calls.find(
        (c) => new URL(c.url).pathname.endsWith(`/api/${path.split('?')[0]}`) && c.url.includes(path),
      );
      if (!made) throw new Error(`no call to ${path}`);
      return made;
    });
    calls.splice(calls.indexOf(call), 1);
    await act(async () => {
      call.answer(status, body);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return call;
  }
  return { calls, answer };
}

const statusTexts = () => screen.queryAllByRole('status').map((region) => region.textContent);

const KARI = { userName: 'Kari Nordmann', email: 'kari@example.no', token: 't' };
const MELODIEN = { Title: 'Melodien fra Nordheim', MovieId: 11293, Edis: ['1001293'], Rating: 4.2, RatingCount: 5 };
const VINTERLYS = { Title: 'Vinterlys', MovieId: 11294, Edis: ['1001294'], Rating: 3, RatingCount: 1 };
const REVIEW = {
  Id: 1,
  Comment: 'Nydelig musikk.',
  Rating: 5,
  AddedAt: '2026-10-01T12:00:00',
  LikesCount: 3,
  UserName: 'Kari N.',
};
const EXPIRED = 'Du er logget ut fordi innloggingen din ikke lenger er gyldig. Logg inn på nytt.';

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => vi.restoreAllMocks());

describe('the header’s member link', () => {
  const membership = { enabled: true, partner: 118, apiBase: 'https://medlem.example.no/membership/118' };

  test('absent when the site has no membership area', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    expect(screen.queryByRole('link', { name: 'Logg inn' })).toBeNull();
  });

  test('says «Logg inn» in words, then «Min side» and the member’s name once a session is stored', async () => {
    const site = await loadFixtureSite();
    render(<SiteHeader site={{ ...site, membership }} />);
    const link = screen.getByRole('link', { name: 'Logg inn' });
    expect(link.getAttribute('href')).toBe('/min-side/logg-inn');
    expect(link.textContent).toBe('Logg inn');
    expect(link.querySelector('.visually-hidden')).toBeNull();
    expect(link.querySelector('svg.icon')?.getAttribute('aria-hidden')).toBe('true');
    act(() => saveSession(KARI));
    const mine = screen.getByRole('link', { name: 'Min side Kari Nordmann' });
    expect(mine.getAttribute('href')).toBe('/min-side');
    expect(mine.textContent).toBe('Min side Kari Nordmann');
    expect(mine.querySelector('.visually-hidden')).toBeNull();
  });

  test('names the member by e-mail when the session has no name', async () => {
    saveSession({ userName: '', email: 'ola@example.no', token: 't' });
    render(<SiteHeader site={{ ...(await loadFixtureSite()), membership }} />);
    expect(screen.getByRole('link', { name: 'Min side ola@example.no' }).textContent).toBe('Min side ola@example.no');
  });

  test('the exported HTML says «Logg inn», whatever session the browser has stored', async () => {
    saveSession(KARI);
    const html = renderToString(<SiteHeader site={{ ...(await loadFixtureSite()), membership }} />);
    expect(html).toContain('>Logg inn</span>');
    expect(html).not.toContain('Min side');
  });

  test('hydrating the exported HTML with a stored session switches it to «Min side» and the name', async () => {
    const site = { ...(await loadFixtureSite()), membership };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteHeader site={site} />);
    document.body.append(container);
    saveSession(KARI);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <SiteHeader site={site} />);
    });
    expect(screen.getByRole('link', { name: 'Min side Kari Nordmann' }).getAttribute('href')).toBe('/min-side');
    act(() => root?.unmount());
    container.remove();
  });
});

describe('stars and QR codes', () => {
  test('filled and empty star icons, with the rating as text', () => {
    const { container } = render(<Stars rating={4} />);
    expect(container.querySelectorAll('.stars__star--filled svg path[fill="currentColor"]')).toHaveLength(4);
    expect(container.querySelectorAll('.stars__star:not(.stars__star--filled) svg path:not([fill])')).toHaveLength(1);
    expect(container.textContent).toBe('4 av 5 stjerner');
    render(<Stars rating={4.2} />);
    expect(screen.getByText('4,2 av 5 stjerner')).toBeTruthy();
    expect([ratingCount(1), ratingCount(5)]).toEqual(['(1 vurdering)', '(5 vurderinger)']);
  });

  test('a QR code is an image named for screen readers, 256 px', () => {
    render(<QrCode data="FJB-1-R4S7-8" label="QR-kode for billetten til Vinterlys" />);
    const image = screen.getByRole('img', { name: 'QR-kode for billetten til Vinterlys' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['256', '256']);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });

  test('a ticket scanner reads the ticket number from the QR code', () => {
    render(<QrCode data="FJB-1-R4S7-8" label="QR-kode for billetten til Vinterlys" />);
    const svg = screen.getByRole('img', { name: 'QR-kode for billetten til Vinterlys' });
    // Drawn as the browser would: white, then each dark module of the path 8 × 8 px black.
    const extent = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const scale = 8;
    const width = extent * scale;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const [, x, y] of svg
      .querySelector('path')!
      .getAttribute('d')!
      .matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
      for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
        for (let column = Number(x) * scale; column < (Number(x) + 1) * scale; column++) {
          pixels.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
        }
      }
    }
    expect(jsQR(pixels, width, width)?.data).toBe('FJB-1-R4S7-8');
  });
});

describe('a film page’s member section', () => {
  test('after a navigation to another film it shows only that film’s rating, button and reviews', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    const base = newBase();
    const view = render(<FilmMember apiBase={base} ediNumber="1001293" />);
    await fetch.answer('GetMovieByEdiDx?edi=1001293', 200, MELODIEN);
    await fetch.answer('GetReviewsByEdiDx?edi=1001293', 200, [REVIEW]);
    await fetch.answer('SwitchTokensDx', 200, true);
    await fetch.answer('GetWatchlistDx', 200, []);
    expect(screen.getByText('(5 vurderinger)')).toBeTruthy();
    expect(screen.getByText('Nydelig musikk.')).toBeTruthy();

    view.rerender(<FilmMember apiBase={base} ediNumber="1001294" />);
    expect(screen.queryByText('(5 vurderinger)')).toBeNull();
    expect(screen.queryByText('Nydelig musikk.')).toBeNull();
    expect(statusTexts()).toContain('Laster anmeldelser …');
    expect(screen.queryByText('Ingen anmeldelser ennå.')).toBeNull();
    const button = screen.getByRole('button', { name: 'Legg til i ønskelisten' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);

    await fetch.answer('GetMovieByEdiDx?edi=1001294', 200, VINTERLYS);
    expect(screen.getByText('(1 vurdering)')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(statusTexts()).toContain('Legger til …');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const add = await fetch.answer('AddToWatchlistDx', 200, true);
    expect(add.init.body).toBe('{"id":11294}');
    expect(statusTexts()).toContain('Lagt til i ønskelisten.');
    // The same button, so the focus stays where the member left it: it now says the film is on the list.
    expect(button.textContent).toBe('På ønskelisten');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Legg til i ønskelisten' })).toBeNull();

    await fetch.answer('GetReviewsByEdiDx?edi=1001294', 500, '');
    expect(statusTexts()).toContain('Vi kunne ikke hente anmeldelsene. Prøv igjen senere.');
    expect(screen.queryByText('Nydelig musikk.')).toBeNull();
    expect(screen.queryByText('Ingen anmeldelser ennå.')).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  test('a film already on the member’s watch list says «På ønskelisten» and offers no add', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    render(<FilmMember apiBase={newBase()} ediNumber="1001293" />);
    await fetch.answer('GetMovieByEdiDx?edi=1001293', 200, MELODIEN);
    // Until the list has answered, the page cannot tell: the button waits.
    const button = screen.getByRole('button', { name: 'Legg til i ønskelisten' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await fetch.answer('SwitchTokensDx', 200, true);
    await fetch.answer('GetWatchlistDx?skip=0&take=10', 200, [VINTERLYS, MELODIEN]);

    expect(button.textContent).toBe('På ønskelisten');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Legg til i ønskelisten' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Se ønskelisten' }).getAttribute('href')).toBe('/min-side/onskeliste');
    expect(statusTexts()).not.toContain('Lagt til i ønskelisten.');
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetch.calls.map((call) => new URL(call.url).pathname.split('/').pop())).toEqual(['GetReviewsByEdiDx']);
  });

  test('when the watch list cannot be had, the member may still add the film', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    render(<FilmMember apiBase={newBase()} ediNumber="1001293" />);
    await fetch.answer('GetMovieByEdiDx?edi=1001293', 200, MELODIEN);
    await fetch.answer('SwitchTokensDx', 200, true);
    await fetch.answer('GetWatchlistDx', 503, '');
    const button = screen.getByRole('button', { name: 'Legg til i ønskelisten' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  test('a visitor who is not logged in is asked to log in, and the watch list is not asked for', async () => {
    const fetch = controlledFetch();
    render(<FilmMember apiBase={newBase()} ediNumber="1001293" />);
    await fetch.answer('GetMovieByEdiDx?edi=1001293', 200, MELODIEN);
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe('/min-side/logg-inn');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetch.calls.map((call) => new URL(call.url).pathname.split('/').pop())).toEqual(['GetReviewsByEdiDx']);
  });

  test('it asks the provider nothing until the visitor scrolls near it', async () => {
    setupIntersectionMocking(vi.fn);
    try {
      const fetch = controlledFetch();
      render(<FilmMember apiBase={newBase()} ediNumber="1001293" />);
      mockAllIsIntersecting(false);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(fetch.calls).toEqual([]);
      expect(screen.queryByText('Laster anmeldelser …')).toBeNull();

      mockAllIsIntersecting(true);
      await fetch.answer('GetMovieByEdiDx?edi=1001293', 200, MELODIEN);
      await fetch.answer('GetReviewsByEdiDx?edi=1001293', 200, [REVIEW]);
      expect(screen.getByText('(5 vurderinger)')).toBeTruthy();
      expect(screen.getByText('Nydelig musikk.')).toBeTruthy();
    } finally {
      destroyIntersectionMocking();
    }
  });

  test('the exported HTML says nothing about the reviews before the provider has answered', () => {
    const html = renderToString(<FilmMember apiBase={newBase()} ediNumber="1001293" />);
    expect(html).toContain('Anmeldelser');
    expect(html).not.toContain('Ingen anmeldelser ennå.');
  });

  test('the reviews’ error is the provider’s message when it has one; none yet says so', async () => {
    const fetch = controlledFetch();
    render(<FilmMember apiBase={newBase()} ediNumber="1" />);
    await fetch.answer('GetReviewsByEdiDx?edi=1', 404, { Message: 'Fant ikke filmen.' });
    expect(statusTexts()).toContain('Fant ikke filmen.');
    render(<FilmMember apiBase={newBase()} ediNumber="2" />);
    await fetch.answer('GetReviewsByEdiDx?edi=2', 200, []);
    expect(screen.getByText('Ingen anmeldelser ennå.')).toBeTruthy();
  });
});

describe('the account forms', () => {
  function logIn(password = 'Fjordby2026!') {
    fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: 'kari@example.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
  }
  const alertText = () => screen.getByRole('alert').textContent;

  test('says what is missing next to each field, and calls nothing', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<LoginForm apiBase={newBase()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    const email = screen.getByLabelText('E-postadresse');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Skriv inn e-postadressen din.',
    );
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Skriv inn passordet ditt.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('shows the provider’s message as text, never as HTML', async () => {
    const message = '<img src=x onerror="alert(1)">Feil e-postadresse eller passord.';
    const fetch = controlledFetch();
    const { container } = render(<LoginForm apiBase={newBase()} />);
    logIn('feil');
    await fetch.answer('LoginDx', 401, { Message: message });
    expect(alertText()).toBe(message);
    expect(container.querySelector('img')).toBeNull();
  });

  test('a failure without a message, or a log-in answer without marsToken, gets a Bokmål text', async () => {
    const fetch = controlledFetch();
    render(<LoginForm apiBase={newBase()} />);
    logIn();
    await fetch.answer('LoginDx', 200, { UserName: 'Kari Nordmann' });
    expect(alertText()).toBe('Innloggingen mislyktes. Prøv igjen.');
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    logIn();
    await fetch.answer('LoginDx', 503, '');
    expect(alertText()).toBe('Innloggingen mislyktes. Prøv igjen.');
  });

  test('create-user and forgot-password failures read the same way', async () => {
    const fetch = controlledFetch();
    const create = render(<CreateUserForm apiBase={newBase()} privacy={null} />);
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Kari' } });
    fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: 'kari@example.no' } });
    fireEvent.change(screen.getByLabelText(/Passord/), { target: { value: 'Hemmelig123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett bruker' }));
    await fetch.answer('CreateUserDx', 200, { UserName: 'Kari' });
    expect(alertText()).toBe('Vi kunne ikke opprette brukeren. Prøv igjen.');
    create.unmount();

    render(<ForgotPasswordForm apiBase={newBase()} />);
    fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: 'kari@example.no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
    await fetch.answer('ForgotPasswordDx', 503, { Message: 'Tjenesten er nede.' });
    expect(alertText()).toBe('Vi kunne ikke sende e-posten. Prøv igjen.');
  });

  test('forgot password says the same whatever the provider says of the address, and no word of its own', async () => {
    const fetch = controlledFetch();
    const sent = 'Finnes det en bruker med denne e-postadressen, får den en e-post nå.';
    for (const [status, body] of [
      [200, ''],
      [404, { Message: 'Vi fant ingen bruker med denne e-postadressen.' }],
      [200, { Message: 'Ukjent e-postadresse.' }],
    ] as const) {
      const form = render(<ForgotPasswordForm apiBase={newBase()} />);
      fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: 'kari@example.no' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
      await fetch.answer('ForgotPasswordDx', status, body);
      expect(screen.getByRole('status').textContent).toBe(sent);
      form.unmount();
    }
  });

  test('«Opprett bruker» links the site’s privacy statement before its button', () => {
    render(
      <CreateUserForm
        apiBase={newBase()}
        privacy={{ label: 'Personvernerklæring', path: '/article/personvernerklaering' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Personvernerklæring' });
    expect(link.getAttribute('href')).toBe('/article/personvernerklaering');
    expect(link.closest('p')!.textContent).toBe('Slik behandler vi opplysningene dine: Personvernerklæring.');
  });

  test('the log-in form names its e-mail field the account’s user name, for password managers', () => {
    render(<LoginForm apiBase={newBase()} />);
    expect(screen.getByLabelText('E-postadresse').getAttribute('autocomplete')).toBe('username');
  });

  test('a log-in error is not carried over to the forgot-password form', async () => {
    const fetch = controlledFetch();
    const base = newBase();
    const login = render(<LoginForm apiBase={base} />);
    logIn('feil');
    await fetch.answer('LoginDx', 401, { Message: 'Feil e-postadresse eller passord.' });
    expect(alertText()).toBe('Feil e-postadresse eller passord.');
    login.unmount();
    render(<ForgotPasswordForm apiBase={base} />);
    expect(alertText()).toBe('');
  });
});

describe('a session the provider ends', () => {
  test('the member is told where they are, and again on the log-in screen, until they log in', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    const base = newBase();
    const page = render(<WatchList apiBase={base} filmPages={{}} />);
    const regions = screen.getAllByRole('status');
    await fetch.answer('SwitchTokensDx', 401, { Message: 'Ugyldig eller utløpt innlogging. Logg inn på nytt.' });
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    // Announced: the message lands in a status region that was already there.
    expect(regions.find((region) => region.textContent === EXPIRED)).toBeTruthy();
    expect(screen.getByText(/^Du må være logget inn for å se dette\./).textContent).toBe(
      'Du må være logget inn for å se dette. Logg inn eller opprett en bruker.',
    );
    page.unmount();

    render(<LoginForm apiBase={base} />);
    expect(statusTexts()).toContain(EXPIRED);
    fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: 'kari@example.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'Fjordby2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await fetch.answer('LoginDx', 200, { marsToken: 'ny', UserName: 'Kari Nordmann', UserInfo: 'kari@example.no' });
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });

  test('a wrong password (also a 401) tells nothing of the kind', async () => {
    const fetch = controlledFetch();
    render(<LoginForm apiBase={newBase()} />);
    fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: 'kari@example.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'feil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await fetch.answer('LoginDx', 401, { Message: 'Feil e-postadresse eller passord.' });
    expect(statusTexts().filter(Boolean)).toEqual([]);
  });
});

describe('the watch list', () => {
  test('says it is empty only once the provider has answered, not while the token is exchanged', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    render(<WatchList apiBase={newBase()} filmPages={{}} />);
    expect(statusTexts()).toContain('Laster …');
    expect(screen.queryByText('Ønskelisten din er tom.')).toBeNull();
    await fetch.answer('SwitchTokensDx', 200, true);
    expect(screen.queryByText('Ønskelisten din er tom.')).toBeNull();
    await fetch.answer('GetWatchlistDx', 200, []);
    expect(screen.getByText('Ønskelisten din er tom.')).toBeTruthy();
    expect(statusTexts()).not.toContain('Laster …');
  });

  test('each film the site has a page for links to it; a film without one is named only', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    // As the build gives them (memberFilmPages): by film code without «DXM».
    const filmPages = { '1001293': '/melodien-fra-nordheim-dxm-1001293', '1000934': '/bestefars-bat-dxm-1000934' };
    render(<WatchList apiBase={newBase()} filmPages={filmPages} />);
    await fetch.answer('SwitchTokensDx', 200, true);
    await fetch.answer('GetWatchlistDx', 200, [
      MELODIEN,
      VINTERLYS,
      { Title: 'Bestefars båt', MovieId: 10934, Edis: ['DXM1000934'], Rating: 0, RatingCount: 0 },
    ]);
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(['Melodien fra Nordheim', 'Vinterlys', 'Bestefars båt']);
    expect(screen.getByRole('link', { name: 'Melodien fra Nordheim' }).getAttribute('href')).toBe(
      '/melodien-fra-nordheim-dxm-1001293',
    );
    expect(screen.getByRole('link', { name: 'Bestefars båt' }).getAttribute('href')).toBe('/bestefars-bat-dxm-1000934');
    expect(screen.queryByRole('link', { name: 'Vinterlys' })).toBeNull();
    expect(titles[1]!.querySelector('a')).toBeNull();
  });
});

describe('my tickets', () => {
  // The tests' clock stands at 20 November 2026, 12:00 in Oslo (test/setup-dom.ts).
  const TICKETS = [
    { MovieTitle: 'Vinterlys', StartTime: '2026-11-27T18:00:00+01:00', QRCode: 'FJB-1-R4S7' },
    { MovieTitle: 'Flåklypa Grand Prix', StartTime: '2026-11-06T18:00:00+01:00', QRCode: 'FJB-2-R4S7' },
    { MovieTitle: 'Melodien fra Nordheim', StartTime: '2026-11-21T20:30:00+01:00', QRCode: 'FJB-3-R4S7' },
    {
      MovieTitle: 'Kaptein Sabeltann',
      StartTime: '2026-11-20T11:00:00+01:00',
      QRUrl: 'https://billett.example.no/qr/4',
    },
  ].map((ticket) => ({ ...ticket, Screen: 'Sal 1', Notes: 'Vis QR-koden i billettluka.' }));

  const HOUSE = { place: 'Fjordby kulturhus', host: 'https://www.fjordbykulturhus.no' };

  const shown = () =>
    [...document.querySelectorAll('.member-ticket')].map((item) => ({
      title: item.querySelector('h2')?.textContent,
      expired: item.textContent?.includes('Utløpt') ?? false,
      qr: item.querySelectorAll('.qr-code, img[alt^="QR-kode"]').length,
    }));

  test('coming tickets first, soonest first; below them the expired, latest first, «Utløpt» and no QR code', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    render(<Tickets apiBase={newBase()} house={HOUSE} />);
    await fetch.answer('GetTicketsDx', 200, TICKETS);
    expect(shown()).toEqual([
      { title: 'Melodien fra Nordheim', expired: false, qr: 1 },
      { title: 'Vinterlys', expired: false, qr: 1 },
      { title: 'Kaptein Sabeltann', expired: true, qr: 0 },
      { title: 'Flåklypa Grand Prix', expired: true, qr: 0 },
    ]);
    expect(screen.getAllByText('Utløpt')).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: /^QR-kode for billetten til / }).map((qr) => qr.ariaLabel)).toEqual([
      'QR-kode for billetten til Melodien fra Nordheim',
      'QR-kode for billetten til Vinterlys',
    ]);
    // What goes with the QR code goes with it.
    expect(screen.getAllByText('Vis QR-koden i billettluka.')).toHaveLength(2);
    // A coming ticket goes into a calendar; an expired one does not.
    expect(screen.getAllByRole('button', { name: /^Legg i kalender/ })).toHaveLength(2);
  });

  test('on a page left open, a ticket expires as its showing starts', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    render(<Tickets apiBase={newBase()} house={HOUSE} />);
    await fetch.answer('GetTicketsDx', 200, TICKETS);
    expect(shown()[0]).toEqual({ title: 'Melodien fra Nordheim', expired: false, qr: 1 });
    vi.setSystemTime(new Date('2026-11-21T20:30:00+01:00'));
    // The clock's store ticks on the minute, and at once when the tab comes back.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown()).toEqual([
      { title: 'Vinterlys', expired: false, qr: 1 },
      { title: 'Melodien fra Nordheim', expired: true, qr: 0 },
      { title: 'Kaptein Sabeltann', expired: true, qr: 0 },
      { title: 'Flåklypa Grand Prix', expired: true, qr: 0 },
    ]);
  });

  test('seats by row: «Sete» for one, «Seter» for more', async () => {
    saveSession(KARI);
    const fetch = controlledFetch();
    render(<Tickets apiBase={newBase()} house={HOUSE} />);
    const ticket = { MovieTitle: 'Vinterlys', StartTime: '2026-11-27T18:00:00+01:00', Screen: 'Sal 1' };
    await fetch.answer('GetTicketsDx', 200, [
      { ...ticket, SeatsInfo: { Seats: [{ Row: '4', Seats: '7, 8' }] } },
      { ...ticket, SeatsInfo: { Seats: [{ Row: '2', Seats: '5' }] } },
    ]);
    const rows = [...document.querySelectorAll('.facts__row')].map((row) => row.textContent);
    expect(rows.filter((row) => row?.startsWith('Rad'))).toEqual(['Rad 4Seter 7, 8', 'Rad 2Sete 5']);
  });
});
