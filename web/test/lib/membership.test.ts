// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { latestOnly, Superseded } from '@/lib/latest';
import { createMemberArea } from '@/lib/membership/area';
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
import { clearSession, PROFILE_KEY, readSession, saveSession, sessionExpired } from '@/lib/membership/session';
import {
  initialList,
  initialMovie,
  initialUserProfile,
  initialWatchList,
  listReducer,
  movieReducer,
  userProfileReducer,
  watchListReducer,
  watchListStatus,
} from '@/lib/membership/state';
import { seatsLabel, ticketsByTime } from '@/lib/membership/tickets';

const BASE = 'https://medlem.example.no/membership/118';

interface Call {
  url: string;
  init: RequestInit;
  answer: (status: number, body: unknown) => void;
}

/** A fetch whose answers the test gives, in any order, when it likes. */
function controlledFetch() {
  const calls: Call[] = [];
  const fetcher = vi.fn(
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
  return { calls, fetcher: fetcher as unknown as typeof fetch };
}

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

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

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

const KARI = '{"userName":"Kari","email":"kari@example.no","token":"t"}';

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => vi.restoreAllMocks());

describe('the user profile state', () => {
  test('starts empty, not loading, without error, no e-mail sent', () => {
    expect(initialUserProfile).toEqual({ userProfile: {}, loading: false, error: null, isEmailSent: false });
  });

  test('every transition of the spec; a failure stores the failure response', () => {
    const wrong = { status: 401, body: { Message: 'Feil passord.' } };
    const taken = { status: 409, body: { Message: 'Finnes.' } };
    const unknown = { status: 404, body: { Message: 'Ukjent.' } };
    const requested = userProfileReducer(initialUserProfile, { type: 'profileRequested' });
    expect(requested).toEqual({ userProfile: {}, loading: true, error: null, isEmailSent: false });
    expect(userProfileReducer(requested, { type: 'profileReceived', profile: { UserName: 'Kari' } })).toEqual({
      userProfile: { UserName: 'Kari' },
      loading: false,
      error: null,
      isEmailSent: false,
    });
    const loginFailed = userProfileReducer(requested, { type: 'loginFailed', error: wrong });
    expect(loginFailed).toEqual({ userProfile: {}, loading: false, error: wrong, isEmailSent: false });
    expect(userProfileReducer(requested, { type: 'createUserFailed', error: taken }).error).toEqual(taken);
    expect(userProfileReducer(loginFailed, { type: 'clearLoginError' }).error).toBeNull();
    expect(userProfileReducer(loginFailed, { type: 'forgotPasswordSucceeded' })).toEqual({
      userProfile: {},
      loading: false,
      error: null,
      isEmailSent: true,
    });
    expect(userProfileReducer(requested, { type: 'forgotPasswordFailed', error: unknown }).error).toEqual(unknown);
    expect(userProfileReducer(loginFailed, { type: 'loggedOut' })).toEqual(initialUserProfile);
  });
});

describe('the list and movie states', () => {
  test('a request sets loading; success stores the items; failure the error; both end loading', () => {
    const requested = listReducer<number>(initialList<number>(), { type: 'requested' });
    expect(requested).toEqual({ items: [], loading: true, error: null });
    expect(listReducer(requested, { type: 'received', items: [1, 2] })).toEqual({
      items: [1, 2],
      loading: false,
      error: null,
    });
    const refused = { status: 401, body: { Message: 'Du må være logget inn.' } };
    expect(listReducer(requested, { type: 'failed', error: refused })).toEqual({
      items: [],
      loading: false,
      error: refused,
    });
    expect(listReducer({ items: [1], loading: false, error: null }, { type: 'appended', item: 2 }).items).toEqual([
      1, 2,
    ]);
  });

  test('the watch list: requested holds the films asked to be added until an add does not happen', () => {
    expect(initialWatchList).toEqual({ requested: [], items: [], loading: false, error: null });
    const asked = watchListReducer(initialWatchList, { type: 'addRequested', movieId: 11293 });
    expect(asked.requested).toEqual([11293]);
    expect(watchListReducer(asked, { type: 'addRequested', movieId: 11293 })).toBe(asked);
    expect(watchListStatus(asked, 11293)).toBe('adding');
    const added = watchListReducer(asked, { type: 'appended', item: MOVIE_INFO });
    expect(added).toEqual({ requested: [11293], items: [MOVIE_INFO], loading: false, error: null });
    expect(watchListStatus(added, 11293)).toBe('added');
    expect(watchListStatus(added, 1)).toBe('absent');
    expect(watchListReducer(asked, { type: 'addRefused', movieId: 11293 }).requested).toEqual([]);
    const loading = watchListReducer(added, { type: 'requested' });
    expect(loading).toEqual({ requested: [11293], items: [MOVIE_INFO], loading: true, error: null });
    expect(watchListReducer(loading, { type: 'received', items: [] })).toEqual({
      requested: [11293],
      items: [],
      loading: false,
      error: null,
    });
    expect(watchListReducer(added, { type: 'cleared' })).toEqual(initialWatchList);
  });

  test('movie info starts null; a request loads; success stores it; failure only ends loading', () => {
    expect(initialMovie).toEqual({ movieInfo: null, loading: false });
    const requested = movieReducer(initialMovie, { type: 'requested' });
    expect(requested).toEqual({ movieInfo: null, loading: true });
    expect(movieReducer(requested, { type: 'received', movieInfo: MOVIE_INFO })).toEqual({
      movieInfo: MOVIE_INFO,
      loading: false,
    });
    expect(movieReducer(requested, { type: 'failed' })).toEqual({ movieInfo: null, loading: false });
  });
});

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

describe('log in, create a user, forgot password', () => {
  test('login succeeds with a marsToken: the session is stored (e-mail from UserInfo), the answer is the profile', async () => {
    const answer = { marsToken: 'mars', UserName: 'Kari Nordmann', UserInfo: 'kari@example.no' };
    const area = createMemberArea(membershipProvider(BASE, answeringFetch({ LoginDx: [200, answer] }).fetcher));
    expect(await area.login('kari@example.no', 'Fjordby2026!')).toBe(true);
    expect(readSession()).toEqual({ userName: 'Kari Nordmann', email: 'kari@example.no', token: 'mars' });
    expect(area.userProfile.getState()).toEqual({
      userProfile: answer,
      loading: false,
      error: null,
      isEmailSent: false,
    });
  });

  test('login without a marsToken fails, stores nothing, and its response is the error', async () => {
    const area = createMemberArea(
      membershipProvider(BASE, answeringFetch({ LoginDx: [200, { UserName: 'Kari' }] }).fetcher),
    );
    expect(await area.login('kari@example.no', 'x')).toBe(false);
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(area.userProfile.getState()).toEqual({
      userProfile: {},
      loading: false,
      error: { status: 200, body: { UserName: 'Kari' } },
      isEmailSent: false,
    });
  });

  test('a refused login stores the failure response; clearing the error removes it', async () => {
    const fetcher = answeringFetch({ LoginDx: [401, { Message: 'Feil e-postadresse eller passord.' }] }).fetcher;
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    expect(await area.login('kari@example.no', 'feil')).toBe(false);
    expect(area.userProfile.getState()).toMatchObject({
      loading: false,
      error: { status: 401, body: { Message: 'Feil e-postadresse eller passord.' } },
    });
    area.clearLoginError();
    expect(area.userProfile.getState().error).toBeNull();
  });

  test('a new session starts without the lists of the member before', async () => {
    const answer = { marsToken: 'mars', UserName: 'Kari', UserInfo: 'kari@example.no' };
    const area = createMemberArea(membershipProvider(BASE, answeringFetch({ LoginDx: [200, answer] }).fetcher));
    area.watchList.dispatch({ type: 'appended', item: MOVIE_INFO });
    area.tickets.dispatch({ type: 'failed', error: { status: 401, body: { Message: 'Du må være logget inn.' } } });
    await area.login('kari@example.no', 'x');
    expect(area.watchList.getState()).toEqual(initialWatchList);
    expect(area.tickets.getState()).toEqual(initialList());
  });

  test('create-user succeeds with a Token: the e-mail is ContactEmail', async () => {
    const answer = { Token: 'tok', UserName: 'Ny Bruker', ContactEmail: 'ny@example.no' };
    const area = createMemberArea(membershipProvider(BASE, answeringFetch({ CreateUserDx: [200, answer] }).fetcher));
    expect(await area.createUser('ny@example.no', 'Hemmelig123', 'Ny Bruker')).toBe(true);
    expect(readSession()).toEqual({ userName: 'Ny Bruker', email: 'ny@example.no', token: 'tok' });
    expect(area.userProfile.getState().userProfile).toEqual(answer);
  });

  test('create-user without a Token, or refused, stores the error', async () => {
    const noToken = createMemberArea(
      membershipProvider(BASE, answeringFetch({ CreateUserDx: [200, { marsToken: 'x' }] }).fetcher),
    );
    expect(await noToken.createUser('ny@example.no', 'Hemmelig123', 'Ny')).toBe(false);
    expect(noToken.userProfile.getState().error).toEqual({ status: 200, body: { marsToken: 'x' } });
    const taken = createMemberArea(
      membershipProvider(
        BASE,
        answeringFetch({ CreateUserDx: [409, { Message: 'Det finnes allerede en bruker.' }] }).fetcher,
      ),
    );
    expect(await taken.createUser('ny@example.no', 'Hemmelig123', 'Ny')).toBe(false);
    expect(taken.userProfile.getState().error).toEqual({
      status: 409,
      body: { Message: 'Det finnes allerede en bruker.' },
    });
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  test('forgot password: whatever the provider says of the address counts as sent; only no answer fails', async () => {
    const forgot = (answer: [number, unknown]) =>
      createMemberArea(membershipProvider(BASE, answeringFetch({ ForgotPasswordDx: answer }).fetcher));
    for (const answer of [
      [200, ''],
      [404, { Message: 'Ingen bruker.' }],
      [200, 'nei'],
    ] as [number, unknown][]) {
      const area = forgot(answer);
      expect(await area.forgotPassword('x@example.no')).toBe(true);
      expect(area.userProfile.getState()).toMatchObject({ error: null, isEmailSent: true, loading: false });
    }
    for (const status of [503, 429]) {
      const area = forgot([status, { Message: 'Ingen bruker.' }]);
      expect(await area.forgotPassword('x@example.no')).toBe(false);
      // The provider's words are not kept: the form says the site's own.
      expect(area.userProfile.getState()).toMatchObject({ error: { status, body: null }, isEmailSent: false });
    }
  });

  test('log out clears the stored session and the member’s lists', async () => {
    const answer = { marsToken: 'mars', UserName: 'Kari', UserInfo: 'kari@example.no' };
    const area = createMemberArea(membershipProvider(BASE, answeringFetch({ LoginDx: [200, answer] }).fetcher));
    await area.login('kari@example.no', 'x');
    area.watchList.dispatch({ type: 'appended', item: MOVIE_INFO });
    area.logOut();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(area.userProfile.getState()).toEqual(initialUserProfile);
    expect(area.watchList.getState().items).toEqual([]);
  });

  test('a logout drops the answer of a member call in flight, and no member call starts until a login', async () => {
    saveSession({ userName: 'Kari', email: 'kari@example.no', token: 'stored' });
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    const loading = area.loadTickets();
    await tick();
    area.logOut();
    calls[0]!.answer(200, [{ MovieTitle: 'Dragevokterne', QRCode: 'FJB-1' }]);
    await expect(loading).rejects.toBeInstanceOf(Superseded);
    expect(area.tickets.getState().items).toEqual([]);

    await expect(area.loadTickets()).rejects.toBeInstanceOf(Superseded);
    await expect(area.loadWatchList()).rejects.toBeInstanceOf(Superseded);
    expect(await area.addToWatchList({ ...MOVIE_INFO, movieId: 7 })).toBe(false);
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/api/GetTicketsDx?skip=0&take=10`]);

    const login = area.login('kari@example.no', 'x');
    await tick();
    calls[1]!.answer(200, { marsToken: 'mars', UserName: 'Kari', UserInfo: 'kari@example.no' });
    expect(await login).toBe(true);
    const again = area.loadTickets();
    await tick();
    calls[2]!.answer(200, []);
    expect(await again).toEqual([]);
  });
});

describe('the watch list', () => {
  test('with a stored token: SwitchTokensDx first, then loading, then the list replaces the items', async () => {
    localStorage.setItem(PROFILE_KEY, '{"userName":"Kari","email":"kari@example.no","token":"stored"}');
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    area.watchList.dispatch({ type: 'appended', item: { ...MOVIE_INFO, movieId: 1 } });
    const loading = area.loadWatchList();
    await tick();
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/api/SwitchTokensDx`]);
    expect(calls[0]!.init.headers).toEqual({ 'X-Token': 'stored' });
    expect(area.watchList.getState().loading).toBe(false);
    calls[0]!.answer(200, true);
    await tick();
    expect(area.watchList.getState().loading).toBe(true);
    expect(calls[1]!.url).toBe(`${BASE}/api/GetWatchlistDx?skip=0&take=10`);
    calls[1]!.answer(200, [MOVIE]);
    await loading;
    expect(area.watchList.getState()).toEqual({ requested: [], items: [MOVIE_INFO], loading: false, error: null });
  });

  test('without a stored token no exchange is sent', async () => {
    const { calls, fetcher } = answeringFetch({ GetWatchlistDx: [200, []] });
    await createMemberArea(membershipProvider(BASE, fetcher)).loadWatchList();
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/api/GetWatchlistDx?skip=0&take=10`]);
  });

  test('a failure stores the error and ends loading', async () => {
    const { fetcher } = answeringFetch({ GetWatchlistDx: [500, { Message: 'Tjenesten er nede.' }] });
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    await expect(area.loadWatchList()).rejects.toThrow('Tjenesten er nede.');
    expect(area.watchList.getState()).toEqual({
      requested: [],
      items: [],
      loading: false,
      error: { status: 500, body: { Message: 'Tjenesten er nede.' } },
    });
  });

  test('add puts the film in requested before posting {id}; a truthy answer appends it', async () => {
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    const adding = area.addToWatchList(MOVIE_INFO);
    expect(area.watchList.getState().requested).toEqual([11293]);
    await tick();
    expect(calls.map((call) => [call.url, call.init.body])).toEqual([[`${BASE}/api/AddToWatchlistDx`, '{"id":11293}']]);
    calls[0]!.answer(200, true);
    expect(await adding).toBe(true);
    expect(area.watchList.getState()).toEqual({
      requested: [11293],
      items: [MOVIE_INFO],
      loading: false,
      error: null,
    });
  });

  test('a film already asked for is not posted again', async () => {
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    const first = area.addToWatchList(MOVIE_INFO);
    expect(await area.addToWatchList(MOVIE_INFO)).toBe(false);
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]!.answer(200, true);
    await first;
    expect(await area.addToWatchList(MOVIE_INFO)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(area.watchList.getState().items).toEqual([MOVIE_INFO]);
  });

  test('adds of two films both count, whichever answers first', async () => {
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    const other = { ...MOVIE_INFO, movieId: 11294, title: 'Vinterlys' };
    const first = area.addToWatchList(MOVIE_INFO);
    const second = area.addToWatchList(other);
    await tick();
    calls[1]!.answer(200, true);
    calls[0]!.answer(200, true);
    expect([await first, await second]).toEqual([true, true]);
    expect(area.watchList.getState().items.map((item) => item.title)).toEqual(['Vinterlys', 'Melodien fra Nordheim']);
  });

  test('a falsy answer or a failure appends nothing, is only logged, and lets the member try again', async () => {
    const no = createMemberArea(membershipProvider(BASE, answeringFetch({ AddToWatchlistDx: [200, false] }).fetcher));
    expect(await no.addToWatchList(MOVIE_INFO)).toBe(false);
    expect(no.watchList.getState()).toEqual(initialWatchList);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createMemberArea(
      membershipProvider(BASE, answeringFetch({ AddToWatchlistDx: [404, { Message: 'Fant ikke filmen.' }] }).fetcher),
    );
    expect(await failing.addToWatchList(MOVIE_INFO)).toBe(false);
    expect(failing.watchList.getState()).toEqual(initialWatchList);
    expect(error).toHaveBeenCalledWith('Add to watch list failed:', 'Fant ikke filmen.');
  });
});

describe('tickets, reviews and movie info', () => {
  test('tickets and reviews load, or store the error', async () => {
    const { fetcher } = answeringFetch({
      GetTicketsDx: [401, { Message: 'Du må være logget inn.' }],
      GetReviewsByEdiDx: [200, []],
    });
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    await expect(area.loadTickets()).rejects.toBeInstanceOf(ProviderError);
    expect(area.tickets.getState()).toEqual({
      items: [],
      loading: false,
      error: { status: 401, body: { Message: 'Du må være logget inn.' } },
    });
    await area.loadReviews('1001293');
    expect(area.film('1001293').reviews.getState()).toEqual({ items: [], loading: false, error: null });
  });

  test('a movie-info failure is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetcher } = answeringFetch({ GetMovieByEdiDx: [404, { Message: 'Fant ikke filmen.' }] });
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    expect(await area.loadMovie('1')).toBeNull();
    expect(area.film('1').movie.getState()).toEqual({ movieInfo: null, loading: false });
    expect(error).toHaveBeenCalledWith('Movie info failed:', 'Fant ikke filmen.');
  });
});

describe('only the latest request of a kind is acted on', () => {
  test('a delayed first answer is dropped', async () => {
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    const first = area.loadReviews('1001293');
    const second = area.loadReviews('1001293');
    await tick();
    calls[1]!.answer(200, [{ Id: 2, Comment: 'Nyere svar.', Rating: 4 }]);
    await second;
    calls[0]!.answer(200, [{ Id: 1, Comment: 'Eldre svar.', Rating: 2 }]);
    await expect(first).rejects.toBeInstanceOf(Superseded);
    expect(area.film('1001293').reviews.getState()).toMatchObject({ loading: false, error: null });
    expect(
      area
        .film('1001293')
        .reviews.getState()
        .items.map((review) => review.comment),
    ).toEqual(['Nyere svar.']);
  });

  test('each film has its own movie info and reviews: a late answer for film A stays with film A', async () => {
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    const movieA = area.loadMovie('1001293');
    const reviewsA = area.loadReviews('1001293');
    const movieB = area.loadMovie('1001294');
    const reviewsB = area.loadReviews('1001294');
    await tick();
    const call = (path: string) => calls.find((made) => made.url.startsWith(`${BASE}/api/${path}`))!;
    expect(area.film('1001294').movie.getState()).toEqual({ movieInfo: null, loading: true });
    expect(area.film('1001294').reviews.getState()).toEqual({ items: [], loading: true, error: null });
    call('GetReviewsByEdiDx?edi=1001294').answer(500, {});
    call('GetMovieByEdiDx?edi=1001294').answer(200, { ...MOVIE, MovieId: 11294, Title: 'Vinterlys', Rating: 3 });
    await expect(reviewsB).rejects.toBeInstanceOf(ProviderError);
    await movieB;
    call('GetMovieByEdiDx?edi=1001293').answer(200, MOVIE);
    call('GetReviewsByEdiDx?edi=1001293').answer(200, [{ Id: 1, Comment: 'Om Melodien.', Rating: 5 }]);
    await Promise.all([movieA, reviewsA]);
    expect(area.film('1001294').movie.getState().movieInfo).toMatchObject({ movieId: 11294, title: 'Vinterlys' });
    expect(area.film('1001294').reviews.getState()).toEqual({
      items: [],
      loading: false,
      error: { status: 500, body: {} },
    });
    expect(area.film('1001293').movie.getState().movieInfo).toEqual(MOVIE_INFO);
    expect(
      area
        .film('1001293')
        .reviews.getState()
        .items.map((review) => review.comment),
    ).toEqual(['Om Melodien.']);
  });

  test('a superseded login neither stores its session nor its error', async () => {
    const { calls, fetcher } = controlledFetch();
    const area = createMemberArea(membershipProvider(BASE, fetcher));
    const first = area.login('a@example.no', 'x');
    const second = area.login('b@example.no', 'y');
    calls[1]!.answer(401, { Message: 'Feil e-postadresse eller passord.' });
    await second;
    calls[0]!.answer(200, { marsToken: 'gammel', UserName: 'A', UserInfo: 'a@example.no' });
    expect(await first).toBe(false);
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(area.userProfile.getState().error).toEqual({
      status: 401,
      body: { Message: 'Feil e-postadresse eller passord.' },
    });
  });

  test('kinds are independent, and a late failure of a superseded request is dropped too', async () => {
    const track = latestOnly();
    let failLate: (error: Error) => void = () => {};
    const late = track(new Promise<number>((_, reject) => (failLate = reject)));
    const now = track(Promise.resolve(2));
    expect(await now).toBe(2);
    failLate(new Error('for sent'));
    await expect(late).rejects.toBeInstanceOf(Superseded);
    expect(await latestOnly()(Promise.resolve(1))).toBe(1);
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
