/**
 * The member area against one provider: a store per area (the spec's state) and the actions that fill them, each
 * kind of request acted on only when it is the latest of its kind.
 */
import { latestOnly, Superseded } from '../latest';
import { createStore } from '../store';
import { ProviderError, type MembershipProvider, type MovieInfo, type MyTicket, type Review } from './provider';
import { clearSession, readSession, saveSession } from './session';
import {
  initialList,
  initialMovie,
  initialUserProfile,
  listReducer,
  movieReducer,
  userProfileReducer,
  type ListAction,
} from './state';

export const LOGIN_FAILED = 'Innloggingen mislyktes. Prøv igjen.';
export const CREATE_FAILED = 'Vi kunne ikke opprette brukeren. Prøv igjen.';
export const FORGOT_FAILED = 'Vi kunne ikke sende e-posten. Prøv igjen.';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ProviderError ? error.message : fallback;
}

function token(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

export function createMemberArea(provider: MembershipProvider) {
  const userProfile = createStore(userProfileReducer, initialUserProfile);
  const watchList = createStore(listReducer<MovieInfo>, initialList<MovieInfo>());
  const tickets = createStore(listReducer<MyTicket>, initialList<MyTicket>());
  const reviews = createStore(listReducer<Review>, initialList<Review>());
  const movie = createStore(movieReducer, initialMovie);
  const latest = {
    login: latestOnly(),
    createUser: latestOnly(),
    forgotPassword: latestOnly(),
    watchList: latestOnly(),
    addToWatchList: latestOnly(),
    tickets: latestOnly(),
    reviews: latestOnly(),
    movie: latestOnly(),
  };

  /** Loads a list area: requested → received, or failed with the provider's message; superseded answers dropped. */
  async function loadList<T>(
    store: { dispatch(action: ListAction<T>): void },
    track: <R>(request: Promise<R>) => Promise<R>,
    request: () => Promise<T[]>,
    before?: () => Promise<unknown>,
  ): Promise<T[]> {
    const load = async () => {
      await before?.();
      store.dispatch({ type: 'requested' });
      return request();
    };
    try {
      const items = await track(load());
      store.dispatch({ type: 'received', items });
      return items;
    } catch (error) {
      if (!(error instanceof Superseded)) store.dispatch({ type: 'failed', error: messageOf(error, 'Noe gikk galt.') });
      throw error;
    }
  }

  return {
    userProfile,
    watchList,
    tickets,
    reviews,
    movie,

    /** Succeeds only with a `marsToken`; then the session is stored and the answer becomes userProfile. */
    async login(email: string, password: string): Promise<boolean> {
      userProfile.dispatch({ type: 'profileRequested' });
      try {
        const data = await latest.login(provider.login(email, password));
        const marsToken = token(data.marsToken);
        if (!marsToken) {
          userProfile.dispatch({ type: 'loginFailed', error: LOGIN_FAILED });
          return false;
        }
        saveSession({ userName: String(data.UserName ?? ''), email: String(data.UserInfo ?? ''), token: marsToken });
        userProfile.dispatch({ type: 'profileReceived', profile: data });
        return true;
      } catch (error) {
        if (!(error instanceof Superseded)) {
          userProfile.dispatch({ type: 'loginFailed', error: messageOf(error, LOGIN_FAILED) });
        }
        return false;
      }
    },

    /** Succeeds only with a `Token`; then the session is stored (e-mail from ContactEmail) and kept as userProfile. */
    async createUser(email: string, password: string, userName: string): Promise<boolean> {
      userProfile.dispatch({ type: 'profileRequested' });
      try {
        const data = await latest.createUser(provider.createUser(email, password, userName));
        const profileToken = token(data.Token);
        if (!profileToken) {
          userProfile.dispatch({ type: 'createUserFailed', error: CREATE_FAILED });
          return false;
        }
        saveSession({
          userName: String(data.UserName ?? ''),
          email: String(data.ContactEmail ?? ''),
          token: profileToken,
        });
        userProfile.dispatch({ type: 'profileReceived', profile: data });
        return true;
      } catch (error) {
        if (!(error instanceof Superseded)) {
          userProfile.dispatch({ type: 'createUserFailed', error: messageOf(error, CREATE_FAILED) });
        }
        return false;
      }
    },

    /** An empty-string answer means the e-mail was sent. */
    async forgotPassword(email: string): Promise<boolean> {
      userProfile.dispatch({ type: 'profileRequested' });
      try {
        const answer = await latest.forgotPassword(provider.forgotPassword(email));
        if (answer !== '') {
          userProfile.dispatch({ type: 'forgotPasswordFailed', error: FORGOT_FAILED });
          return false;
        }
        userProfile.dispatch({ type: 'forgotPasswordSucceeded' });
        return true;
      } catch (error) {
        if (!(error instanceof Superseded)) {
          userProfile.dispatch({ type: 'forgotPasswordFailed', error: messageOf(error, FORGOT_FAILED) });
        }
        return false;
      }
    },

    clearLoginError(): void {
      userProfile.dispatch({ type: 'clearLoginError' });
    },

    /** Forgets the stored session and everything loaded for the member. */
    logOut(): void {
      clearSession();
      userProfile.dispatch({ type: 'loggedOut' });
      watchList.dispatch({ type: 'cleared' });
      tickets.dispatch({ type: 'cleared' });
    },

    /** With a stored token, first trades it for a session (`X-Token`); then loading; then the list replaces items. */
    loadWatchList(): Promise<MovieInfo[]> {
      const session = readSession();
      return loadList(watchList, latest.watchList, provider.watchList, async () => {
        if (session) await provider.switchTokens(session.token);
      });
    },

    /** Posts the film's id; a truthy answer appends the film locally. Failures are only logged. */
    async addToWatchList(film: MovieInfo): Promise<boolean> {
      try {
        const answer = await latest.addToWatchList(provider.addToWatchList(film.movieId));
        if (!answer) return false;
        if (!watchList.getState().items.some((item) => item.movieId === film.movieId)) {
          watchList.dispatch({ type: 'appended', item: film });
        }
        return true;
      } catch (error) {
        if (!(error instanceof Superseded)) console.error('Add to watch list failed:', messageOf(error, 'unknown'));
        return false;
      }
    },

    loadTickets(): Promise<MyTicket[]> {
      return loadList(tickets, latest.tickets, provider.tickets);
    },

    loadReviews(ediNumber: string): Promise<Review[]> {
      return loadList(reviews, latest.reviews, () => provider.reviews(ediNumber, 0, 20));
    },

    /** The film's rating; a failure is only logged. */
    async loadMovie(ediNumber: string): Promise<MovieInfo | null> {
      movie.dispatch({ type: 'requested' });
      try {
        const movieInfo = await latest.movie(provider.movieInfo(ediNumber));
        movie.dispatch({ type: 'received', movieInfo });
        return movieInfo;
      } catch (error) {
        if (error instanceof Superseded) throw error;
        movie.dispatch({ type: 'failed' });
        console.error('Movie info failed:', messageOf(error, 'unknown'));
        return null;
      }
    },
  };
}

export type MemberArea = ReturnType<typeof createMemberArea>;
