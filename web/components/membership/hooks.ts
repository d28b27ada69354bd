'use client';
/**
 * The member area in React: the provider's reads through `useSWR`, its writes through `useSWRMutation`, in the
 * session's cache (components/SessionCache.tsx). The stored session (spec §4), which SWR does not keep, and logging
 * out are in session-hooks.ts.
 *
 * SWR gives the reads of spec §4 their shape (`data`, `isLoading`, `error`), asks once for what several components
 * want (deduplication), asks again when the visitor comes back to the tab or the network returns, and acts only on the
 * latest request of a key. The keys hold what the answer belongs to: a film's code, or the session's id, so one
 * film's reviews or one member's lists never show as another's.
 */
import { useRef } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';

import {
  jsonObject,
  membershipProvider,
  ProviderError,
  text,
  type MembershipProvider,
  type MovieInfo,
  type MyTicket,
  type ProviderResponse,
  type Review,
} from '@/lib/membership/provider';
import { saveSession, sessionToken, type MemberSession, type SignIn } from '@/lib/membership/session';

const providers = new Map<string, MembershipProvider>();

/** The provider's calls against `apiBase`, one client per base. */
function providerOf(apiBase: string): MembershipProvider {
  let provider = providers.get(apiBase);
  if (!provider) {
    provider = membershipProvider(apiBase);
    providers.set(apiBase, provider);
  }
  return provider;
}

/** The failure response behind an error; a fault of ours rather than the provider's reads as no answer. */
export function failureOf(error: unknown): ProviderResponse {
  return error instanceof ProviderError ? error.response : { status: 0, body: null };
}

/** What the console says of a failure: the provider's message or the status, never a token. */
function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// No retry: a 401 has already ended the session, and the member reads any other failure.
const READS: SWRConfiguration = { shouldRetryOnError: false };

/** A read's state as the member pages show it: its data, whether it is on its way, and its failure response. */
export interface Read<T> {
  data: T | undefined;
  loading: boolean;
  error: ProviderResponse | null;
}

function asRead<T>({ data, isLoading, error }: { data: T | undefined; isLoading: boolean; error: unknown }): Read<T> {
  return { data, loading: isLoading, error: error === undefined ? null : failureOf(error) };
}

/** A film's movie info (its rating and the id the watch list takes); a failure is only logged. */
export function useMovieInfo(apiBase: string, ediNumber: string | null): MovieInfo | null {
  const { data } = useSWR(
    ediNumber ? ['GetMovieByEdiDx', apiBase, ediNumber] : null,
    ([, base, edi]: string[]) => providerOf(base!).movieInfo(edi!),
    { ...READS, onError: (error: unknown) => console.error('Movie info failed:', reason(error)) },
  );
  return data ?? null;
}

/** A film's first 20 reviews. */
export function useReviews(apiBase: string, ediNumber: string | null): Read<Review[]> {
  return asRead(
    useSWR(
      ediNumber ? ['GetReviewsByEdiDx', apiBase, ediNumber] : null,
      ([, base, edi]: string[]) => providerOf(base!).reviews(edi!, 0, 20),
      READS,
    ),
  );
}

/** The member's tickets, for the session kept. */
export function useTickets(apiBase: string, session: MemberSession | null): Read<MyTicket[]> {
  return asRead(
    useSWR(session ? ['GetTicketsDx', apiBase, session.id] : null, () => providerOf(apiBase).tickets(), READS),
  );
}

/** The watch list's key for a session: its reads and the adds that change it share it. */
function watchListKey(apiBase: string, session: MemberSession | null) {
  return session ? ['GetWatchlistDx', apiBase, session.id] : null;
}

/**
 * The member's watch list: the token traded for a session first where the page may read it (spec §4: only when one
 * is stored), then the list; without it, the provider's session cookie carries the call.
 */
export function useWatchList(apiBase: string, session: MemberSession | null): Read<MovieInfo[]> {
  return asRead(
    useSWR(
      watchListKey(apiBase, session),
      async ([, base]: string[]) => {
        const token = sessionToken();
        if (token) await providerOf(base!).switchTokens(token);
        return providerOf(base!).watchList();
      },
      READS,
    ),
  );
}

/**
 * Adds a film to the member's watch list: a truthy answer puts it in the list's cache locally (spec §4); a falsy one
 * or a failure changes nothing and is only logged, so the member can try again. A film is never posted twice at once.
 */
export function useAddToWatchList(apiBase: string, session: MemberSession | null) {
  const posting = useRef(new Set<number>());
  const { mutate } = useSWRConfig();
  const list = watchListKey(apiBase, session);
  const { trigger, isMutating } = useSWRMutation(
    session ? ['AddToWatchlistDx', apiBase, session.id] : null,
    async (_key: string[], { arg }: { arg: MovieInfo }) =>
      Boolean(await providerOf(apiBase).addToWatchList(arg.movieId)),
    { throwOnError: false, onError: (error: unknown) => console.error('Add to watch list failed:', reason(error)) },
  );
  async function add(movie: MovieInfo): Promise<boolean> {
    if (!list || posting.current.has(movie.movieId)) return false;
    posting.current.add(movie.movieId);
    try {
      if (!(await trigger(movie))) return false;
    } finally {
      posting.current.delete(movie.movieId);
    }
    const append = (items: MovieInfo[] | undefined) =>
      items?.some((item) => item.movieId === movie.movieId) ? items : [...(items ?? []), movie];
    await mutate(list, append, { revalidate: false });
    return true;
  }
  return { add, adding: isMutating };
}

/** A new session begins with none of the answers of the one before. */
function useSignIn(): (signIn: SignIn) => void {
  const { unload } = useSWRConfig();
  return (signIn) => {
    unload({ revalidate: false });
    saveSession(signIn);
  };
}

type Account = { email: string; password: string; userName?: string };

/**
 * Log in: a success only with a `marsToken` (spec §4); then the session is stored, its e-mail from `UserInfo`. An
 * answer without one is a failure, its response the error.
 */
export function useLogin(apiBase: string) {
  const signIn = useSignIn();
  return useSWRMutation(['LoginDx', apiBase], async (_key: string[], { arg }: { arg: Account }) => {
    const response = await providerOf(apiBase).login(arg.email, arg.password);
    const data = jsonObject(response.body);
    const token = text(data.marsToken);
    if (!token) throw new ProviderError(response);
    signIn({ userName: String(data.UserName ?? ''), email: String(data.UserInfo ?? ''), token });
    return data;
  });
}

/** Create a user: a success only with a `Token`; then the session is stored, its e-mail from `ContactEmail`. */
export function useCreateUser(apiBase: string) {
  const signIn = useSignIn();
  return useSWRMutation(['CreateUserDx', apiBase], async (_key: string[], { arg }: { arg: Account }) => {
    const response = await providerOf(apiBase).createUser(arg.email, arg.password, arg.userName ?? '');
    const data = jsonObject(response.body);
    const token = text(data.Token);
    if (!token) throw new ProviderError(response);
    signIn({ userName: String(data.UserName ?? ''), email: String(data.ContactEmail ?? ''), token });
    return data;
  });
}

/**
 * Forgot password. Whatever the provider answers of the address (the e-mail sent, or no such user), it counts as sent,
 * so that the form tells no one which addresses are members: only no answer, a server error or too many tries (429)
 * is a failure, kept without the provider's words.
 */
export function useForgotPassword(apiBase: string) {
  return useSWRMutation(['ForgotPasswordDx', apiBase], async (_key: string[], { arg }: { arg: string }) => {
    try {
      await providerOf(apiBase).forgotPassword(arg);
    } catch (error) {
      const { status, retryAfter } = failureOf(error);
      if (status < 400 || status >= 500 || status === 429) {
        throw new ProviderError({ status, body: null, ...(retryAfter === undefined ? {} : { retryAfter }) });
      }
    }
    return true;
  });
}
