// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { act, renderHook, waitFor } from '@testing-library/react';

import {
  useAddToWatchList,
  useCreateUser,
  useForgotPassword,
  useLogin,
  useMovieInfo,
  useReviews,
  useTickets,
  useWatchList,
} from '@/components/membership/hooks';
import { useLogOut } from '@/components/membership/session-hooks';
import { filmPagePath, filmPages } from '@/lib/membership/film-pages';
import {
  failureMessage,
  membershipProvider,
  ProviderError,
  retryAfterSeconds,
  toMovieInfo,
  tooManyTries,
  toMyTicket,
  type MovieInfo,
  type MyTicket,
} from '@/lib/membership/provider';
import {
  clearSession,
  loggedOutHere,
  PROFILE_KEY,
  readSession,
  saveSession,
  sessionExpired,
  sessionToken,
  type MemberSession,
} from '@/lib/membership/session';
import { seatsLabel, ticketsByTime } from '@/lib/membership/tickets';

const BASE = 'https://medlem.example.no/membership/118';

/** A fetch that answers every call at once from a table of path → [status, body]. */
function answeringFetch(table: Record<string, [number, unknown]>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const path = String(url).slice(`${BASE}/api/`.length).split('?')[0]!;
    const [status, body] = table[path] ?? [404, { Message: 'Fant ikke.' }];
    return new Response(body === '' ? '""' : JSON.stringify(body), { status });
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

const MOVIE = {
  Title: 'Melodien fra Nordheim',
  MovieId: 11293,
  Edis: ['1001293'],
  Rating: 4.2,
  RatingCount: 5,
  Poster: 'https://bilder.example.no/p.jpg',
  Link: 'https://film.example.no/film/11293',
};
const MOVIE_INFO: MovieInfo = {
  title: 'Melodien fra Nordheim',
  movieId: 11293,
  edis: ['1001293'],
  rating: 4.2,
  ratingCount: 5,
  poster: 'https://bilder.example.no/p.jpg',
  link: 'https://film.example.no/film/11293',
};

const KARI = '{"name":"Kari","id":"s1"}';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});
afterEach(() => vi.restoreAllMocks());

describe('the provider client', () => {
  test('sends credentials and JSON, reads capitalised fields', async () => {
    const { calls, fetcher } = answeringFetch({ GetMovieByEdiDx: [200, MOVIE], LoginDx: [200, { marsToken: 't' }] });
    const provider = membershipProvider(BASE, fetcher);
    expect(await provider.movieInfo('1001293')).toEqual(MOVIE_INFO);
    await provider.login('kari@example.no', 'hemmelig1');
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/api/GetMovieByEdiDx?edi=1001293`, `${BASE}/api/LoginDx`]);
    expect(calls.every((call) => call.init.credentials === 'include')).toBe(true);
    expect(calls[1]!.init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"Email":"kari@example.no","Password":"hemmelig1"}',
    });
  });

  test('pages reviews by 0 and 20, watch list and tickets by 0 and 10', async () => {
    const { calls, fetcher } = answeringFetch({
      GetReviewsByEdiDx: [200, []],
      GetWatchlistDx: [200, []],
      GetTicketsDx: [200, []],
    });
    const provider = membershipProvider(BASE, fetcher);
    await provider.reviews('1001293');
    await provider.watchList();
    await provider.tickets();
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/api/GetReviewsByEdiDx?edi=1001293&skip=0&take=20`,
      `${BASE}/api/GetWatchlistDx?skip=0&take=10`,
      `${BASE}/api/GetTicketsDx?skip=0&take=10`,
    ]);
  });

  test('maps a ticket and a review', async () => {
    const { fetcher } = answeringFetch({
      GetTicketsDx: [
        200,
        [
          {
            MovieId: 11293,
            MovieTitle: 'Melodien fra Nordheim',
            Notes: 'Vis QR-koden.',
            QRCode: 'FJB-1-R4S7-8',
            QRUrl: 'https://billett.example.no/qr/FJB-1-R4S7-8',
            StartTime: '2026-11-27T18:00:00+01:00',
            ExpirationDate: '2026-11-27T20:00:00+01:00',
            Poster: 'https://bilder.example.no/p.jpg',
            Screen: 'Sal 1',
            SeatsInfo: { Info: 'Rad 4, sete 7, 8', Seats: [{ Row: '4', Seats: '7, 8' }] },
          },
        ],
      ],
      GetReviewsByEdiDx: [
        200,
        [
          {
            Id: 1,
            Comment: 'Nydelig.',
            Rating: 5,
            AddedAt: '2026-10-01T12:00:00',
            LikesCount: 3,
            MovieId: 11293,
            UserId: 501,
            UserName: 'Kari N.',
            Image: null,
            IsLiked: false,
          },
        ],
      ],
    });
    const provider = membershipProvider(BASE, fetcher);
    expect(await provider.tickets()).toEqual([
      {
        movieId: 11293,
        movieTitle: 'Melodien fra Nordheim',
        notes: 'Vis QR-koden.',
        qrCode: 'FJB-1-R4S7-8',
        qrUrl: 'https://billett.example.no/qr/FJB-1-R4S7-8',
        startTime: '2026-11-27T18:00:00+01:00',
        expirationDate: '2026-11-27T20:00:00+01:00',
        image: 'https://bilder.example.no/p.jpg',
        sal: 'Sal 1',
        seatsInfo: { info: 'Rad 4, sete 7, 8', seats: [{ row: '4', seats: '7, 8' }] },
      },
    ]);
    expect(await provider.reviews('1001293')).toEqual([
      {
        id: 1,
        comment: 'Nydelig.',
        rating: 5,
        addedAt: '2026-10-01T12:00:00',
        likesCount: 3,
        movieId: 11293,
        userId: 501,
        userName: 'Kari N.',
        image: null,
        isLiked: false,
      },
    ]);
  });

  test('an error answer raises its response; a 401 ends the stored session and leaves a notice', async () => {
    localStorage.setItem(PROFILE_KEY, KARI);
    const { fetcher } = answeringFetch({ GetTicketsDx: [401, { Message: 'Du må være logget inn.' }] });
    const error = await membershipProvider(BASE, fetcher)
      .tickets()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).response).toEqual({ status: 401, body: { Message: 'Du må være logget inn.' } });
    expect((error as ProviderError).message).toBe('Du må være logget inn.');
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(sessionExpired()).toBe(true);
    saveSession({ userName: 'Kari', email: 'kari@example.no', token: 'ny' });
    expect(sessionExpired()).toBe(false);
  });

  test('a 401 without a stored session (a wrong password) ends nothing and tells nothing', async () => {
    const { fetcher } = answeringFetch({ LoginDx: [401, { Message: 'Feil e-postadresse eller passord.' }] });
    await membershipProvider(BASE, fetcher)
      .login('kari@example.no', 'feil')
      .catch(() => {});
    expect(sessionExpired()).toBe(false);
  });

  test('logging out, or a log-in in another tab, ends the notice', async () => {
    localStorage.setItem(PROFILE_KEY, KARI);
    const { fetcher } = answeringFetch({ GetWatchlistDx: [401, { Message: 'Du må være logget inn.' }] });
    await membershipProvider(BASE, fetcher)
      .watchList()
      .catch(() => {});
    localStorage.setItem(PROFILE_KEY, KARI);
    expect(sessionExpired()).toBe(false);
    localStorage.removeItem(PROFILE_KEY);
    expect(sessionExpired()).toBe(true);
    clearSession();
    expect(sessionExpired()).toBe(false);
  });

  test('a logout here is remembered for the visit (Min side says so) until the next session', () => {
    expect(loggedOutHere()).toBe(false);
    saveSession({ userName: 'Kari', email: 'kari@example.no', token: 't' });
    expect(loggedOutHere()).toBe(false);
    clearSession();
    expect(loggedOutHere()).toBe(true);
    saveSession({ userName: 'Kari', email: 'kari@example.no', token: 'ny' });
    expect(loggedOutHere()).toBe(false);
  });

  test('a call that never reaches the provider fails with status 0', async () => {
    const fetcher = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const error = await membershipProvider(BASE, fetcher)
      .tickets()
      .catch((e: unknown) => e);
    expect((error as ProviderError).response).toEqual({ status: 0, body: null });
  });

  test('what the member reads: the provider’s message as it is, else the screen’s own text', () => {
    const fallback = 'Innloggingen mislyktes. Prøv igjen.';
    expect(failureMessage({ status: 401, body: { Message: '<b>Feil</b> passord.' } }, fallback)).toBe(
      '<b>Feil</b> passord.',
    );
    expect(failureMessage({ status: 500, body: '' }, fallback)).toBe(fallback);
    expect(failureMessage({ status: 200, body: { UserName: 'Kari', Message: ' ' } }, fallback)).toBe(fallback);
    expect(failureMessage({ status: 0, body: null }, fallback)).toBe(
      'Vi får ikke kontakt med medlemstjenesten. Prøv igjen senere.',
    );
  });

  test('too many tries (429): the wait from Retry-After in whole minutes, rounded up, in the site’s own words', async () => {
    const refuse = (headers: Record<string, string>) =>
      membershipProvider(
        BASE,
        (async () =>
          new Response(JSON.stringify({ Message: 'Too many attempts.' }), { status: 429, headers })) as typeof fetch,
      )
        .login('kari@example.no', 'feil')
        .catch((e: unknown) => (e as ProviderError).response);
    const fallback = 'Innloggingen mislyktes. Prøv igjen.';
    const message = async (headers: Record<string, string>) => failureMessage(await refuse(headers), fallback);
    expect(await refuse({ 'Retry-After': '900' })).toEqual({
      status: 429,
      body: { Message: 'Too many attempts.' },
      retryAfter: 900,
    });
    expect(await message({ 'Retry-After': '900' })).toBe('For mange mislykkede forsøk. Prøv igjen om 15 minutter.');
    expect(await message({ 'Retry-After': '841' })).toBe('For mange mislykkede forsøk. Prøv igjen om 15 minutter.');
    expect(await message({ 'Retry-After': '61' })).toBe('For mange mislykkede forsøk. Prøv igjen om 2 minutter.');
    expect(await message({ 'Retry-After': '60' })).toBe('For mange mislykkede forsøk. Prøv igjen om ett minutt.');
    expect(await message({ 'Retry-After': '5' })).toBe('For mange mislykkede forsøk. Prøv igjen om ett minutt.');
    expect(await message({})).toBe('For mange mislykkede forsøk. Prøv igjen senere.');
    expect(await message({ 'Retry-After': 'snart' })).toBe('For mange mislykkede forsøk. Prøv igjen senere.');
  });

  test('Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-29T18:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Sun, 29 Nov 2026 18:10:00 GMT', now)).toBe(600);
    expect(retryAfterSeconds('Sun, 29 Nov 2026 17:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(tooManyTries(150)).toBe('For mange mislykkede forsøk. Prøv igjen om 3 minutter.');
  });

  test('the token travels in the X-Token header, never in a URL', async () => {
    const { calls, fetcher } = answeringFetch({ SwitchTokensDx: [200, true] });
    await membershipProvider(BASE, fetcher).switchTokens('hemmelig-token');
    expect(calls[0]!.url).toBe(`${BASE}/api/SwitchTokensDx`);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', headers: { 'X-Token': 'hemmelig-token' } });
    expect(calls[0]!.init.body).toBeUndefined();
  });
});

// Each test has its own provider base: SWR's answers are kept per key, and the keys hold the base.
let bases = 0;
const newBase = () => `https://medlem.example.no/membership/h${++bases}`;

/** The browser's fetch for `base`, answering from a table of call → [status, body]; the calls, in order. */
function provider(base: string, table: Record<string, [number, unknown]>) {
  const calls: { path: string; init: RequestInit }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url: string | URL | Request, init: RequestInit = {}) => {
    const path = String(url).slice(`${base}/api/`.length);
    calls.push({ path, init });
    const [status, body] = table[path.split('?')[0]!] ?? [404, { Message: 'Fant ikke.' }];
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}

const SIGN_IN = { userName: 'Kari', email: 'kari@example.no', token: 'stored' };

/** Kari logged in on this page: who she is, as the hooks are given it. */
function loggedIn(): MemberSession {
  saveSession(SIGN_IN);
  return readSession()!;
}

/** Every value of a storage, by key. */
const contents = (storage: Storage) => Object.fromEntries(Object.entries(storage));

describe('where the session is kept', () => {
  afterEach(() => {
    delete document.documentElement.dataset.trackers;
  });

  test('localStorage says who is logged in, never the token: that is in this tab’s sessionStorage', () => {
    saveSession({ userName: '', email: 'ola@example.no', token: 'hemmelig' });
    const { id } = readSession()!;
    expect(contents(localStorage)).toEqual({ 'fjordby:member': `{"name":"ola@example.no","id":"${id}"}` });
    expect(contents(sessionStorage)).toEqual({ 'fjordby:member-token': `{"id":"${id}","token":"hemmelig"}` });
    expect(sessionToken()).toBe('hemmelig');
  });

  test('on a page whose policy names the trackers the token is neither read nor written', () => {
    saveSession(SIGN_IN);
    document.documentElement.dataset.trackers = '';
    expect(sessionToken()).toBeNull();
    clearSession();
    saveSession({ userName: 'Ola', email: 'ola@example.no', token: 'ny' });
    expect(readSession()?.name).toBe('Ola');
    expect(JSON.stringify([contents(localStorage), contents(sessionStorage)])).not.toContain('ny"');
    delete document.documentElement.dataset.trackers;
    expect(sessionToken()).toBeNull();
  });

  test('a token left by a session that has ended (a logout and a log-in in another tab) is not sent', () => {
    saveSession(SIGN_IN);
    localStorage.setItem(PROFILE_KEY, '{"name":"Ola","id":"annen-fane"}');
    expect(readSession()).toEqual({ name: 'Ola', id: 'annen-fane' });
    expect(sessionToken()).toBeNull();
  });

  test('the old site’s cw-profile is moved out of localStorage: the name stays, the token only in this tab', () => {
    localStorage.setItem('cw-profile', '{"userName":"Kari Nordmann","email":"kari@example.no","token":"gammel"}');
    expect(readSession()).toEqual({ name: 'Kari Nordmann', id: expect.any(String) });
    expect(Object.keys(contents(localStorage))).toEqual(['fjordby:member']);
    expect(sessionToken()).toBe('gammel');
  });

  test('on a page that can load a tracker, the old cw-profile loses its token', () => {
    document.documentElement.dataset.trackers = '';
    localStorage.setItem('cw-profile', '{"userName":"Kari Nordmann","email":"kari@example.no","token":"gammel"}');
    expect(readSession()?.name).toBe('Kari Nordmann');
    expect(JSON.stringify([contents(localStorage), contents(sessionStorage)])).not.toContain('gammel');
  });

  test('an old cw-profile that is no session is deleted', () => {
    localStorage.setItem('cw-profile', '{"userName":"Kari"}');
    expect(readSession()).toBeNull();
    expect(contents(localStorage)).toEqual({});
  });
});

describe('log in, create a user, forgot password (useSWRMutation)', () => {
  test('login succeeds only with a marsToken: the session is stored, its e-mail from UserInfo', async () => {
    const base = newBase();
    provider(base, { LoginDx: [200, { marsToken: 'mars', UserName: 'Kari', UserInfo: 'kari@example.no' }] });
    const { result } = renderHook(() => useLogin(base));
    let profile: unknown;
    await act(async () => {
      profile = await result.current.trigger({ email: 'kari@example.no', password: 'x' });
    });
    expect(profile).toEqual({ marsToken: 'mars', UserName: 'Kari', UserInfo: 'kari@example.no' });
    expect(readSession()).toEqual({ name: 'Kari', id: expect.any(String) });
    expect(sessionToken()).toBe('mars');
  });

  test('a login answer without marsToken, or a refusal, is a failure whose response is the error', async () => {
    for (const [status, body] of [
      [200, { UserName: 'Kari' }],
      [401, { Message: 'Feil e-postadresse eller passord.' }],
    ] as [number, unknown][]) {
      const base = newBase();
      provider(base, { LoginDx: [status, body] });
      const { result } = renderHook(() => useLogin(base));
      await act(async () => {
        expect(await result.current.trigger({ email: 'k@e.no', password: 'x' }, { throwOnError: false })).toBe(
          undefined,
        );
      });
      expect((result.current.error as ProviderError).response).toEqual({ status, body });
      expect(readSession()).toBeNull();
    }
  });

  test('create-user succeeds with a Token: the e-mail is ContactEmail', async () => {
    const base = newBase();
    const calls = provider(base, { CreateUserDx: [200, { Token: 'tok', UserName: 'Ny', ContactEmail: 'ny@e.no' }] });
    const { result } = renderHook(() => useCreateUser(base));
    await act(() => result.current.trigger({ email: 'ny@e.no', password: 'Hemmelig1', userName: 'Ny' }));
    expect(readSession()).toEqual({ name: 'Ny', id: expect.any(String) });
    expect(sessionToken()).toBe('tok');
    expect(calls[0]!.init.body).toBe('{"Email":"ny@e.no","Password":"Hemmelig1","UserName":"Ny"}');
  });

  test('forgot password: whatever the provider says of the address counts as sent; only no answer fails', async () => {
    for (const answer of [
      [200, ''],
      [404, { Message: 'Ingen bruker.' }],
    ] as [number, unknown][]) {
      const base = newBase();
      provider(base, { ForgotPasswordDx: answer });
      const { result } = renderHook(() => useForgotPassword(base));
      await act(() => result.current.trigger('x@example.no'));
      expect(result.current.data).toBe(true);
    }
    for (const status of [503, 429]) {
      const base = newBase();
      provider(base, { ForgotPasswordDx: [status, { Message: 'Ingen bruker.' }] });
      const { result } = renderHook(() => useForgotPassword(base));
      await act(() => result.current.trigger('x@example.no', { throwOnError: false }));
      // The provider's words are not kept: the form says the site's own.
      expect((result.current.error as ProviderError).response).toEqual({ status, body: null });
      expect(result.current.data).toBeUndefined();
    }
  });
});

describe('the member’s reads (useSWR)', () => {
  test('the watch list: with the stored token, SwitchTokensDx first, then the list', async () => {
    const base = newBase();
    const calls = provider(base, { SwitchTokensDx: [200, true], GetWatchlistDx: [200, [MOVIE]] });
    const session = loggedIn();
    const { result } = renderHook(() => useWatchList(base, session));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual([MOVIE_INFO]));
    expect(result.current).toMatchObject({ loading: false, error: null });
    expect(calls.map((call) => call.path)).toEqual(['SwitchTokensDx', 'GetWatchlistDx?skip=0&take=10']);
    expect(calls[0]!.init.headers).toEqual({ 'X-Token': 'stored' });
  });

  test('the watch list where the token may not be read: the list alone, on the provider’s session cookie', async () => {
    const base = newBase();
    const calls = provider(base, { SwitchTokensDx: [200, true], GetWatchlistDx: [200, [MOVIE]] });
    const session = loggedIn();
    document.documentElement.dataset.trackers = '';
    try {
      const { result } = renderHook(() => useWatchList(base, session));
      await waitFor(() => expect(result.current.data).toEqual([MOVIE_INFO]));
    } finally {
      delete document.documentElement.dataset.trackers;
    }
    expect(calls.map((call) => [call.path, call.init.headers])).toEqual([['GetWatchlistDx?skip=0&take=10', undefined]]);
  });

  test('without a session nothing is asked', async () => {
    const base = newBase();
    const calls = provider(base, {});
    const { result } = renderHook(() => [useWatchList(base, null), useTickets(base, null)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current.map((read) => read.data)).toEqual([undefined, undefined]);
    expect(calls).toEqual([]);
  });

  test('tickets and reviews load, or keep the failure response; what two components want is asked once', async () => {
    const base = newBase();
    const calls = provider(base, {
      GetTicketsDx: [200, [{ MovieTitle: 'Vinterlys', StartTime: '2026-12-01T18:00:00' }]],
      GetReviewsByEdiDx: [500, { Message: 'Noe gikk galt.' }],
      GetMovieByEdiDx: [200, MOVIE],
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = loggedIn();
    const { result } = renderHook(() => ({
      tickets: useTickets(base, session),
      reviews: useReviews(base, '1001293'),
      movie: useMovieInfo(base, '1001293'),
      again: useMovieInfo(base, '1001293'),
    }));
    await waitFor(() => expect(result.current.reviews.error).not.toBeNull());
    await waitFor(() => expect(result.current.tickets.data?.map((t) => t.movieTitle)).toEqual(['Vinterlys']));
    expect(result.current.reviews).toEqual({
      data: undefined,
      loading: false,
      error: { status: 500, body: { Message: 'Noe gikk galt.' } },
    });
    expect(result.current.movie).toEqual(MOVIE_INFO);
    expect(result.current.again).toEqual(MOVIE_INFO);
    expect(calls.filter((call) => call.path.startsWith('GetMovieByEdiDx'))).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('add to watch list (useSWRMutation)', () => {
  test('posts {id} once however often asked meanwhile; a truthy answer appends the film to the list', async () => {
    const base = newBase();
    const calls = provider(base, {
      SwitchTokensDx: [200, true],
      GetWatchlistDx: [200, []],
      AddToWatchlistDx: [200, true],
    });
    const session = loggedIn();
    const { result } = renderHook(() => ({ list: useWatchList(base, session), add: useAddToWatchList(base, session) }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    let added: boolean[] = [];
    await act(async () => {
      added = await Promise.all([result.current.add.add(MOVIE_INFO), result.current.add.add(MOVIE_INFO)]);
    });
    expect(added).toEqual([true, false]);
    expect(calls.filter((call) => call.path === 'AddToWatchlistDx').map((call) => call.init.body)).toEqual([
      '{"id":11293}',
    ]);
    expect(result.current.list.data).toEqual([MOVIE_INFO]);
  });

  test('a falsy answer or a failure appends nothing, is only logged, and lets the member try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const answer of [
      [200, false],
      [500, { Message: 'Nei.' }],
    ] as [number, unknown][]) {
      const base = newBase();
      provider(base, { SwitchTokensDx: [200, true], GetWatchlistDx: [200, []], AddToWatchlistDx: answer });
      const session = loggedIn();
      const { result } = renderHook(() => ({
        list: useWatchList(base, session),
        add: useAddToWatchList(base, session),
      }));
      await waitFor(() => expect(result.current.list.data).toEqual([]));
      await act(async () => {
        expect(await result.current.add.add(MOVIE_INFO)).toBe(false);
      });
      expect(result.current.list.data).toEqual([]);
      expect(result.current.add.adding).toBe(false);
    }
    expect(error).toHaveBeenCalledWith('Add to watch list failed:', 'Nei.');
  });
});

describe('log out', () => {
  test('forgets the stored session and every answer kept; an answer still on its way is dropped', async () => {
    const base = newBase();
    saveSession(SIGN_IN);
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation((url: string | URL | Request) =>
      String(url).includes('GetTicketsDx')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(JSON.stringify([MOVIE]))),
    );
    const { result } = renderHook(() => {
      const session = readSession();
      return { tickets: useTickets(base, session), reviews: useReviews(base, '1'), logOut: useLogOut() };
    });
    await waitFor(() => expect(result.current.reviews.data).toHaveLength(1));
    act(() => result.current.logOut());
    expect(readSession()).toBeNull();
    await act(async () => {
      answer(new Response(JSON.stringify([{ MovieTitle: 'Vinterlys' }])));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(result.current.tickets.data).toBeUndefined();
  });
});

describe('ticket texts', () => {
  test('one seat is «Sete», more are «Seter»', () => {
    expect([seatsLabel('7'), seatsLabel('7, 8'), seatsLabel('7–9'), seatsLabel('A7')]).toEqual([
      'Sete 7',
      'Seter 7, 8',
      'Seter 7–9',
      'Sete A7',
    ]);
  });
});

describe('my tickets by the visitor’s clock', () => {
  const ticket = (movieTitle: string, startTime: string) => ({ ...toMyTicket({ MovieTitle: movieTitle }), startTime });
  const titles = (tickets: MyTicket[]) => tickets.map((item) => item.movieTitle);

  test('coming soonest first; expired (started by now, without an expiry) latest first; a start this minute has passed', () => {
    const now = Date.parse('2026-11-20T12:00:00+01:00');
    const { coming, expired } = ticketsByTime(
      [
        ticket('27. nov', '2026-11-27T18:00:00+01:00'),
        ticket('6. nov', '2026-11-06T18:00:00+01:00'),
        ticket('nå', '2026-11-20T12:00:00+01:00'),
        ticket('21. nov', '2026-11-21T20:30:00+01:00'),
        ticket('i dag kl. 11', '2026-11-20T11:00:00+01:00'),
        ticket('om ett minutt', '2026-11-20T12:01:00+01:00'),
      ],
      now,
    );
    expect(titles(coming)).toEqual(['om ett minutt', '21. nov', '27. nov']);
    expect(titles(expired)).toEqual(['nå', 'i dag kl. 11', '6. nov']);
  });

  test('a ticket lets its member in until its expiry: one started but not expired is coming, with its QR code', () => {
    const now = Date.parse('2026-11-20T12:00:00+01:00');
    const late = { ...ticket('i gang', '2026-11-20T11:30:00+01:00'), expirationDate: '2026-11-20T13:30:00+01:00' };
    const over = { ...ticket('over', '2026-11-20T09:30:00+01:00'), expirationDate: '2026-11-20T11:30:00+01:00' };
    const { coming, expired } = ticketsByTime([over, late, ticket('27. nov', '2026-11-27T18:00:00+01:00')], now);
    expect(titles(coming)).toEqual(['i gang', '27. nov']);
    expect(titles(expired)).toEqual(['over']);
  });

  test('without a clock (the HTML hydrating) all are coming; one without a readable start comes last', () => {
    const tickets = [ticket('uten tid', ''), ticket('27. nov', '2026-11-27T18:00:00+01:00')];
    expect(titles(ticketsByTime(tickets, null).coming)).toEqual(['27. nov', 'uten tid']);
    expect(ticketsByTime(tickets, null).expired).toEqual([]);
    expect(titles(ticketsByTime(tickets, Date.parse('2026-12-01T00:00:00+01:00')).coming)).toEqual(['uten tid']);
  });
});

describe('the film page of a watch-list entry', () => {
  const movie = (edis: string[]): MovieInfo => ({ ...toMovieInfo({ Title: 'Film' }), edis });

  test('by film code with or without «DXM»; the first page of a code wins; a film without a code has none', () => {
    const pages = filmPages([
      { path: '/melodien-fra-nordheim-dxm-1001293', ediNumber: 'DXM1001293' },
      { path: '/bestefars-bat-dxm-1000934', ediNumber: '1000934' },
      { path: '/melodien-fra-nordheim-2', ediNumber: 'dxm1001293' },
      { path: '/konsert', ediNumber: null },
    ]);
    expect(pages).toEqual({ '1001293': '/melodien-fra-nordheim-dxm-1001293', '1000934': '/bestefars-bat-dxm-1000934' });
    expect(filmPagePath(pages, movie(['1001293']))).toBe('/melodien-fra-nordheim-dxm-1001293');
    expect(filmPagePath(pages, movie(['DXM1000934']))).toBe('/bestefars-bat-dxm-1000934');
    expect(filmPagePath(pages, movie(['9999999', '1000934']))).toBe('/bestefars-bat-dxm-1000934');
    expect(filmPagePath(pages, movie(['9999999']))).toBeNull();
    expect(filmPagePath(pages, movie([]))).toBeNull();
    expect(filmPagePath(pages, movie(['constructor']))).toBeNull();
  });
});
