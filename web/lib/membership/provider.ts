/**
 * The membership provider's calls (partner 118 or 178): JSON with capitalised fields, cookies on every call,
 * `{Message}` errors raised as ProviderError, and a 401 clears the stored session.
 */
import { clearSession } from './session';

export interface MovieInfo {
  title: string;
  movieId: number;
  edis: string[];
  rating: number;
  ratingCount: number;
  poster: string | null;
  link: string | null;
}

export interface Review {
  id: number;
  comment: string;
  rating: number;
  addedAt: string;
  likesCount: number;
  movieId: number;
  userId: number;
  userName: string;
  image: string | null;
  isLiked: boolean;
}

export interface SeatRow {
  row: string;
  seats: string;
}

export interface MyTicket {
  movieId: number;
  movieTitle: string;
  notes: string | null;
  qrCode: string | null;
  qrUrl: string | null;
  startTime: string;
  expirationDate: string | null;
  image: string | null;
  sal: string | null;
  seatsInfo: { info: string | null; seats: SeatRow[] };
}

/** What login and create-user answer; userProfile holds it whole. */
export type ProfileData = Record<string, unknown>;

/** A call the provider refused (its `Message`), or one that never reached it (status 0). */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const UNREACHABLE = 'Vi får ikke kontakt med medlemstjenesten. Prøv igjen senere.';
const FAILED = 'Noe gikk galt. Prøv igjen senere.';

type Json = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
}

export function toMovieInfo(raw: Json): MovieInfo {
  return {
    title: text(raw.Title) ?? '',
    movieId: num(raw.MovieId),
    edis: Array.isArray(raw.Edis) ? raw.Edis.map(String) : [],
    rating: num(raw.Rating),
    ratingCount: num(raw.RatingCount),
    poster: text(raw.Poster),
    link: text(raw.Link),
  };
}

export function toReview(raw: Json): Review {
  return {
    id: num(raw.Id),
    comment: text(raw.Comment) ?? '',
    rating: num(raw.Rating),
    addedAt: text(raw.AddedAt) ?? '',
    likesCount: num(raw.LikesCount),
    movieId: num(raw.MovieId),
    userId: num(raw.UserId),
    userName: text(raw.UserName) ?? '',
    image: text(raw.Image),
    isLiked: raw.IsLiked === true,
  };
}

export function toMyTicket(raw: Json): MyTicket {
  const seatsInfo = (typeof raw.SeatsInfo === 'object' && raw.SeatsInfo !== null ? raw.SeatsInfo : {}) as Json;
  return {
    movieId: num(raw.MovieId),
    movieTitle: text(raw.MovieTitle) ?? '',
    notes: text(raw.Notes),
    qrCode: text(raw.QRCode),
    qrUrl: text(raw.QRUrl),
    startTime: text(raw.StartTime) ?? '',
    expirationDate: text(raw.ExpirationDate),
    image: text(raw.Poster),
    sal: text(raw.Screen),
    seatsInfo: {
      info: text(seatsInfo.Info),
      seats: list(seatsInfo.Seats).map((row) => ({ row: String(row.Row ?? ''), seats: String(row.Seats ?? '') })),
    },
  };
}

function parse(body: string): unknown {
  if (!body) return '';
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** The provider's calls against one base (`{apiBase}/api/…`). */
export function membershipProvider(apiBase: string, fetcher: typeof fetch = (...args) => fetch(...args)) {
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetcher(`${apiBase}/api/${path}`, { ...init, credentials: 'include' });
    } catch {
      throw new ProviderError(UNREACHABLE, 0);
    }
    const body = parse(await response.text());
    if (!response.ok) {
      if (response.status === 401) clearSession();
      const message = typeof body === 'object' && body !== null ? text((body as Json).Message) : null;
      throw new ProviderError(message ?? FAILED, response.status);
    }
    return body;
  }

  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method: 'POST',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const object = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

  return {
    login: async (email: string, password: string) =>
      object(await post('LoginDx', { Email: email, Password: password })),
    createUser: async (email: string, password: string, userName: string) =>
      object(await post('CreateUserDx', { Email: email, Password: password, UserName: userName })),
    forgotPassword: (email: string) => post('ForgotPasswordDx', { Email: email }),
    switchTokens: (token: string) => post('SwitchTokensDx', undefined, { 'X-Token': token }),
    movieInfo: async (ediNumber: string) =>
      toMovieInfo(object(await call(`GetMovieByEdiDx?edi=${encodeURIComponent(ediNumber)}`))),
    reviews: async (ediNumber: string, skip = 0, take = 20) =>
      list(await call(`GetReviewsByEdiDx?edi=${encodeURIComponent(ediNumber)}&skip=${skip}&take=${take}`)).map(
        toReview,
      ),
    tickets: async () => list(await call('GetTicketsDx?skip=0&take=10')).map(toMyTicket),
    watchList: async () => list(await call('GetWatchlistDx?skip=0&take=10')).map(toMovieInfo),
    addToWatchList: (movieId: number) => post('AddToWatchlistDx', { id: movieId }),
  };
}

export type MembershipProvider = ReturnType<typeof membershipProvider>;
