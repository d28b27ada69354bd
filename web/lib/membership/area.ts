/**
 * The member area against one provider: a store per area (the spec's state) and the actions that fill them, each
 * kind of request acted on only when it is the latest of its kind.
 *
 * The stores are the member area's one state: components start the actions (`useLoad`) and read the stores; nothing
 * else caches an answer. Not SWR with `mutate`: the spec's state is more than answers kept per request (userProfile's
 * transitions for three forms, the watch list's `requested` and its local append, each film's own movie info and
 * reviews, the latest request of a kind winning), which SWR would keep beside its own data, loading and error. As pure
 * reducers (state.ts) it is tested without React, and the live seats (lib/live-events.ts) keep theirs the same way.
 */
import { latestOnly, Superseded } from '../latest';
import { forgetMemberEntries } from './caches';
import { createStore } from '../store';
import {
  jsonObject,
  ProviderError,
  text,
  type MembershipProvider,
  type MovieInfo,
  type MyTicket,
  type ProfileData,
  type ProviderResponse,
  type Review,
} from './provider';
import { clearSession, readSession, saveSession, type StoredSession } from './session';
import {
  initialList,
  initialMovie,
  initialUserProfile,
  initialWatchList,
  listReducer,
  movieReducer,
  userProfileReducer,
  watchListReducer,
  type ListAction,
} from './state';

/** The failure response behind an error; a fault of ours rather than the provider's reads as no answer. */
function failureOf(error: unknown): ProviderResponse {
  return error instanceof ProviderError ? error.response : { status: 0, body: null };
}

/** What the console says of a failure: the provider's message or the status, never a token. */
function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function createFilm() {
  return {
    movie: createStore(movieReducer, initialMovie),
    reviews: createStore(listReducer<Review>, initialList<Review>()),
    latest: { movie: latestOnly(), reviews: latestOnly() },
  };
}

export function createMemberArea(provider: MembershipProvider) {
  const userProfile = createStore(userProfileReducer, initialUserProfile);
  const watchList = createStore(watchListReducer, initialWatchList);
  const tickets = createStore(listReducer<MyTicket>, initialList<MyTicket>());
  // A film's rating and reviews are its own: a film page never shows another film's, even for the moment after a
  // client navigation, and coming back to a film shows what was loaded for it.
  const films = new Map<string, ReturnType<typeof createFilm>>();
  const latest = {
    login: latestOnly(),
    createUser: latestOnly(),
    forgotPassword: latestOnly(),
    watchList: latestOnly(),
    tickets: latestOnly(),
  };

  function filmOf(ediNumber: string) {
    let stores = films.get(ediNumber);
    if (!stores) {
      stores = createFilm();
      films.set(ediNumber, stores);
    }
    return stores;
  }

  /** Loads a list area: requested → received, or failed with the failure response; superseded answers dropped. */
  async function loadList<T>(
    store: { dispatch(action: ListAction<T>): void },
    track: <R>(request: Promise<R>) => Promise<R>,
    request: () => Promise<T[]>,
    before?: () => Promise<unknown>,
  ): Promise<T[]> {
    const load = async () => {
      // Without a step before, loading starts at once: a film's section never shows «none yet» while it asks.
      if (before) await before();
      store.dispatch({ type: 'requested' });
      return request();
    };
    try {
      const items = await track(load());
      store.dispatch({ type: 'received', items });
      return items;
    } catch (error) {
      if (!(error instanceof Superseded)) store.dispatch({ type: 'failed', error: failureOf(error) });
      throw error;
    }
  }

  function forgetMemberLists(): void {
    watchList.dispatch({ type: 'cleared' });
    tickets.dispatch({ type: 'cleared' });
  }

  // A logout ends every member call in flight: an answer that comes after it is dropped, not shown. After it no
  // member call starts until a login (here, or in another tab, which stores a session).
  let sessionNumber = 0;
  let loggedOut = false;
  async function asMember<T>(call: () => Promise<T>): Promise<T> {
    const mine = sessionNumber;
    if (loggedOut && !readSession()) throw new Superseded();
    const answer = await call();
    if (mine !== sessionNumber) throw new Superseded();
    return answer;
  }

  /** A new session starts with none of an earlier member's lists (a 401 forgets the session, not the lists). */
  function signIn(session: StoredSession, profile: ProfileData): void {
    sessionNumber += 1;
    loggedOut = false;
    forgetMemberLists();
    saveSession(session);
    userProfile.dispatch({ type: 'profileReceived', profile });
  }

  return {
    userProfile,
    watchList,
    tickets,

    /** A film's movie info and reviews, each with the spec's shape. */
    film(ediNumber: string) {
      const { movie, reviews } = filmOf(ediNumber);
      return { movie, reviews };
    },

    /** Succeeds only with a `marsToken`; then the session is stored and the answer becomes userProfile. */
    async login(email: string, password: string): Promise<boolean> {
      userProfile.dispatch({ type: 'profileRequested' });
      try {
        const response = await latest.login(provider.login(email, password));
        const data: ProfileData = jsonObject(response.body);
        const marsToken = text(data.marsToken);
        if (!marsToken) {
          userProfile.dispatch({ type: 'loginFailed', error: response });
          return false;
        }
        signIn({ userName: String(data.UserName ?? ''), email: String(data.UserInfo ?? ''), token: marsToken }, data);
        return true;
      } catch (error) {
        if (!(error instanceof Superseded)) userProfile.dispatch({ type: 'loginFailed', error: failureOf(error) });
        return false;
      }
    },

    /** Succeeds only with a `Token`; then the session is stored (e-mail from ContactEmail) and kept as userProfile. */
    async createUser(email: string, password: string, userName: string): Promise<boolean> {
      userProfile.dispatch({ type: 'profileRequested' });
      try {
        const response = await latest.createUser(provider.createUser(email, password, userName));
        const data: ProfileData = jsonObject(response.body);
        const profileToken = text(data.Token);
        if (!profileToken) {
          userProfile.dispatch({ type: 'createUserFailed', error: response });
          return false;
        }
        signIn(
          { userName: String(data.UserName ?? ''), email: String(data.ContactEmail ?? ''), token: profileToken },
          data,
        );
        return true;
      } catch (error) {
        if (!(error instanceof Superseded)) userProfile.dispatch({ type: 'createUserFailed', error: failureOf(error) });
        return false;
      }
    },

    /**
     * Whatever the provider answers of the address (the e-mail sent, or no such user), the form says the same, so
     * that it tells no one which addresses are members: only no answer, a server error or too many tries (429) is a
     * failure, said without the provider's words.
     */
    async forgotPassword(email: string): Promise<boolean> {
      userProfile.dispatch({ type: 'profileRequested' });
      try {
        await latest.forgotPassword(provider.forgotPassword(email));
      } catch (error) {
        if (error instanceof Superseded) return false;
        const { status } = failureOf(error);
        if (status < 400 || status >= 500 || status === 429) {
          userProfile.dispatch({ type: 'forgotPasswordFailed', error: { status, body: null } });
          return false;
        }
      }
      userProfile.dispatch({ type: 'forgotPasswordSucceeded' });
      return true;
    },

    clearLoginError(): void {
      userProfile.dispatch({ type: 'clearLoginError' });
    },

    /**
     * Forgets the stored session, everything loaded for the member and any member page the site's caches hold. The
     * provider's own session cookie stays: the contract has no call to end it (the member area tells the member to
     * close the browser on a shared computer).
     */
    logOut(): void {
      sessionNumber += 1;
      loggedOut = true;
      clearSession();
      userProfile.dispatch({ type: 'loggedOut' });
      forgetMemberLists();
      void forgetMemberEntries().catch(() => undefined);
    },

    /** With a stored token, first trades it for a session (`X-Token`); then loading; then the list replaces items. */
    loadWatchList(): Promise<MovieInfo[]> {
      const session = readSession();
      return loadList(
        watchList,
        latest.watchList,
        () => asMember(provider.watchList),
        async () => {
          if (session) await asMember(() => provider.switchTokens(session.token));
        },
      );
    },

    /**
     * Posts the film's id unless it is already asked for; a truthy answer appends the film locally. Failures are
     * only logged. No add supersedes another: `requested` keeps one per film in flight, and each touches only its
     * own film.
     */
    async addToWatchList(movie: MovieInfo): Promise<boolean> {
      if (watchList.getState().requested.includes(movie.movieId)) return false;
      watchList.dispatch({ type: 'addRequested', movieId: movie.movieId });
      let answer: unknown = false;
      try {
        answer = await asMember(() => provider.addToWatchList(movie.movieId));
      } catch (error) {
        if (!(error instanceof Superseded)) console.error('Add to watch list failed:', reason(error));
      }
      if (!answer) {
        watchList.dispatch({ type: 'addRefused', movieId: movie.movieId });
        return false;
      }
      if (!watchList.getState().items.some((item) => item.movieId === movie.movieId)) {
        watchList.dispatch({ type: 'appended', item: movie });
      }
      return true;
    },

    loadTickets(): Promise<MyTicket[]> {
      return loadList(tickets, latest.tickets, () => asMember(provider.tickets));
    },

    // Per film: a later load of film B does not supersede film A's, whose answer belongs to A's own state.
    loadReviews(ediNumber: string): Promise<Review[]> {
      const { reviews, latest: track } = filmOf(ediNumber);
      return loadList(reviews, track.reviews, () => provider.reviews(ediNumber, 0, 20));
    },

    /** The film's rating; a failure is only logged. */
    async loadMovie(ediNumber: string): Promise<MovieInfo | null> {
      const { movie, latest: track } = filmOf(ediNumber);
      movie.dispatch({ type: 'requested' });
      try {
        const movieInfo = await track.movie(provider.movieInfo(ediNumber));
        movie.dispatch({ type: 'received', movieInfo });
        return movieInfo;
      } catch (error) {
        if (error instanceof Superseded) throw error;
        movie.dispatch({ type: 'failed' });
        console.error('Movie info failed:', reason(error));
        return null;
      }
    },
  };
}

export type MemberArea = ReturnType<typeof createMemberArea>;
