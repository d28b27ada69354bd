/** The member area's client state, per area, with the spec's shapes and transitions as pure reducers. */
import type { MovieInfo, MyTicket, ProfileData, Review } from './provider';

export interface UserProfileState {
  userProfile: ProfileData;
  loading: boolean;
  error: string | null;
  isEmailSent: boolean;
}

export type UserProfileAction =
  | { type: 'profileRequested' }
  | { type: 'profileReceived'; profile: ProfileData }
  | { type: 'loginFailed'; error: string }
  | { type: 'createUserFailed'; error: string }
  | { type: 'clearLoginError' }
  | { type: 'forgotPasswordSucceeded' }
  | { type: 'forgotPasswordFailed'; error: string }
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

/** watchList, tickets and reviews: a list that loads. */
export interface ListState<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

export type ListAction<T> =
  | { type: 'requested' }
  | { type: 'received'; items: T[] }
  | { type: 'failed'; error: string }
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

export type WatchListState = ListState<MovieInfo>;
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
