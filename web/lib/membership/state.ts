/** The member area's client state, per area, with the spec's shapes and transitions as pure reducers. */
import type { MovieInfo, MyTicket, ProfileData, ProviderResponse, Review } from './provider';

export interface UserProfileState {
  userProfile: ProfileData;
  loading: boolean;
  /** The failure response of the last login, account creation or forgot-password request. */
  error: ProviderResponse | null;
  isEmailSent: boolean;
}

export type UserProfileAction =
  | { type: 'profileRequested' }
  | { type: 'profileReceived'; profile: ProfileData }
  | { type: 'loginFailed'; error: ProviderResponse }
  | { type: 'createUserFailed'; error: ProviderResponse }
  | { type: 'clearLoginError' }
  | { type: 'forgotPasswordSucceeded' }
  | { type: 'forgotPasswordFailed'; error: ProviderResponse }
  | { type: 'loggedOut' };

export const initialUserProfile: UserProfileState = {
  userProfile: {},
  loading: false,
  error: null,
  isEmailSent: false,
};

// The spec does not say when loading ends; it ends with every answer, so a form never stays busy.
export function userProfileReducer(state: UserProfileState, action: UserProfileAction): UserProfileState {
  switch (action.type) {
    case 'profileRequested':
      return { ...state, loading: true };
    case 'profileReceived':
      return { ...state, userProfile: action.profile, loading: false, error: null };
    case 'loginFailed':
    case 'createUserFailed':
    case 'forgotPasswordFailed':
      return { ...state, error: action.error, loading: false };
    case 'clearLoginError':
      return { ...state, error: null };
    case 'forgotPasswordSucceeded':
      return { ...state, error: null, isEmailSent: true, loading: false };
    case 'loggedOut':
      return initialUserProfile;
  }
}

/** tickets and reviews (and the watch list's part of the same shape): a list that loads. */
export interface ListState<T> {
  items: T[];
  loading: boolean;
  /** The failure response of the last load. */
  error: ProviderResponse | null;
}

export type ListAction<T> =
  | { type: 'requested' }
  | { type: 'received'; items: T[] }
  | { type: 'failed'; error: ProviderResponse }
  | { type: 'appended'; item: T }
  | { type: 'cleared' };

export function initialList<T>(): ListState<T> {
  return { items: [], loading: false, error: null };
}

export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'received':
      return { items: action.items, loading: false, error: null };
    case 'failed':
      return { ...state, error: action.error, loading: false };
    case 'appended':
      return { ...state, items: [...state.items, action.item] };
    case 'cleared':
      return initialList<T>();
  }
}

/**
 * The watch list. `requested` holds the ids of the films the member has asked to add, as events' `requested` holds
 * the event ids asked for: an id goes in before its call, so a film is never posted twice. It leaves again when the
 * add did not happen (a falsy answer or a failure), so the member can try again.
 */
export interface WatchListState extends ListState<MovieInfo> {
  requested: number[];
}

export type WatchListAction =
  ListAction<MovieInfo> | { type: 'addRequested'; movieId: number } | { type: 'addRefused'; movieId: number };

export const initialWatchList: WatchListState = { requested: [], ...initialList<MovieInfo>() };

export function watchListReducer(state: WatchListState, action: WatchListAction): WatchListState {
  switch (action.type) {
    case 'addRequested':
      return state.requested.includes(action.movieId)
        ? state
        : { ...state, requested: [...state.requested, action.movieId] };
    case 'addRefused':
      return { ...state, requested: state.requested.filter((id) => id !== action.movieId) };
    case 'cleared':
      return initialWatchList;
    default:
      return { ...state, ...listReducer(state, action) };
  }
}

/** Where a film stands for the member: on the watch list, being added, or neither. */
export function watchListStatus(state: WatchListState, movieId: number): 'added' | 'adding' | 'absent' {
  if (state.items.some((item) => item.movieId === movieId)) return 'added';
  return state.requested.includes(movieId) ? 'adding' : 'absent';
}

export type TicketsState = ListState<MyTicket>;
export type ReviewsState = ListState<Review>;

export interface MovieState {
  movieInfo: MovieInfo | null;
  loading: boolean;
}

export type MovieAction = { type: 'requested' } | { type: 'received'; movieInfo: MovieInfo } | { type: 'failed' };

export const initialMovie: MovieState = { movieInfo: null, loading: false };

export function movieReducer(state: MovieState, action: MovieAction): MovieState {
  switch (action.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'received':
      return { movieInfo: action.movieInfo, loading: false };
    case 'failed':
      return { ...state, loading: false };
  }
}
