/**
 * The membership provider's calls (partner 118 or 178): JSON with capitalised fields, cookies on every call,
 * refusals raised as ProviderError with their response, and a 401 ends the stored session.
 */
import { expireSession } from './session';

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

/**
 * An answer of the provider as it came: its status (0 when the call never reached it), its parsed body and, on a
 * refusal that said when to try again (`Retry-After`), how many seconds that is.
 */
export interface ProviderResponse {
  status: number;
  body: unknown;
  retryAfter?: number;
}

type Json = Record<string, unknown>;

/** A field that should be a non-empty string, or null. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** A body's fields, or none when it is not a JSON object. */
export function jsonObject(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}

/** The body's `Message`, the provider's own words for what went wrong, when it has one. */
function providerMessage(body: unknown): string | null {
  const message = text(jsonObject(body).Message);
  return message?.trim() ? message : null;
}

/** A call the provider refused, or one that never reached it; the area stores its response as the error. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(readonly response: ProviderResponse) {
    // The message is for the console only: what the member reads comes from failureMessage.
    super(providerMessage(response.body) ?? (response.status === 0 ? 'unreachable' : `status ${response.status}`));
  }
}

const UNREACHABLE = 'Vi får ikke kontakt med medlemstjenesten. Prøv igjen senere.';

/**
 * Seconds a `Retry-After` value asks to wait (whole seconds or an HTTP date, RFC 9110 §10.2.3), or undefined when
 * there is none or it is neither.
 */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date starts with the day's name («Sun, 29 Nov 2026 18:10:00 GMT»); Date.parse would take «-5» as a year.
  const at = /^[A-Za-z]+,/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The wait after too many tries (429), in whole minutes rounded up, or «senere» when the provider said no time. */
export function tooManyTries(retryAfter: number | undefined): string {
  if (retryAfter === undefined) return 'For mange mislykkede forsøk. Prøv igjen senere.';
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `For mange mislykkede forsøk. Prøv igjen om ${minutes === 1 ? 'ett minutt' : `${minutes} minutter`}.`;
}

/**
 * What the member reads for a failure response: for too many tries the site's own words with the wait; else the
 * provider's message as it is, else the screen's own.
 */
export function failureMessage(failure: ProviderResponse, fallback: string): string {
  if (failure.status === 429) return tooManyTries(failure.retryAfter);
  return providerMessage(failure.body) ?? (failure.status === 0 ? UNREACHABLE : fallback);
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
  const seatsInfo = jsonObject(raw.SeatsInfo);
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
  /** The answer of a call the provider accepted; a refusal is thrown as ProviderError. */
  async function respond(path: string, init: RequestInit = {}): Promise<ProviderResponse> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetcher(`${apiBase}/api/${path}`, { ...init, credentials: 'include' });
      body = parse(await response.text());
    } catch {
      throw new ProviderError({ status: 0, body: null });
    }
    if (!response.ok) {
      if (response.status === 401) expireSession();
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
      throw new ProviderError({ status: response.status, body, ...(retryAfter === undefined ? {} : { retryAfter }) });
    }
    return { status: response.status, body };
  }

  const call = async (path: string) => (await respond(path)).body;
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    respond(path, {
      method: 'POST',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    // The account calls answer with the whole response: a failure is stored as it came (spec §4).
    login: (email: string, password: string) => post('LoginDx', { Email: email, Password: password }),
    createUser: (email: string, password: string, userName: string) =>
      post('CreateUserDx', { Email: email, Password: password, UserName: userName }),
    forgotPassword: (email: string) => post('ForgotPasswordDx', { Email: email }),
    switchTokens: (token: string) => post('SwitchTokensDx', undefined, { 'X-Token': token }),
    movieInfo: async (ediNumber: string) =>
      toMovieInfo(jsonObject(await call(`GetMovieByEdiDx?edi=${encodeURIComponent(ediNumber)}`))),
    reviews: async (ediNumber: string, skip = 0, take = 20) =>
      list(await call(`GetReviewsByEdiDx?edi=${encodeURIComponent(ediNumber)}&skip=${skip}&take=${take}`)).map(
        toReview,
      ),
    tickets: async () => list(await call('GetTicketsDx?skip=0&take=10')).map(toMyTicket),
    watchList: async () => list(await call('GetWatchlistDx?skip=0&take=10')).map(toMovieInfo),
    addToWatchList: async (movieId: number) => (await post('AddToWatchlistDx', { id: movieId })).body,
  };
}

export type MembershipProvider = ReturnType<typeof membershipProvider>;
