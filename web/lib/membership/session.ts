/**
 * The member's session in the browser, kept in two parts by who may read them:
 *
 * - who is logged in (`fjordby:member` in localStorage: the name the header shows and an id that tells one session's
 *   answers from another's), which every page's header reads, in every tab and after the browser restarts;
 * - the provider's token (`fjordby:member-token` in sessionStorage, this tab only), which only the token exchange
 *   (`SwitchTokensDx`) sends. No page that can load a tracker can read it: it is read and written only under a policy
 *   that forbids the trackers, and a page whose first script chooses the policy naming them deletes it before
 *   anything else runs (lib/csp.ts `policyChooser`). Without it, the provider's own session cookie carries the
 *   member's calls.
 *
 * The old site kept all three (name, e-mail, token) in localStorage under `cw-profile`, where any script of any page
 * could read them: such a session is moved into the two parts where no tracker can run, and deleted where one can.
 */
import { trackersAllowed } from '../analytics/page-policy';

export const PROFILE_KEY = 'fjordby:member';
export const TOKEN_KEY = 'fjordby:member-token';
export const LEGACY_PROFILE_KEY = 'cw-profile';

/** What the provider's log-in or new account gave: spec §4's stored session. */
export interface SignIn {
  userName: string;
  email: string;
  token: string;
}

/** Who is logged in, as every page may know it. */
export interface MemberSession {
  /** What the site calls the member: their name, else their e-mail */
  name: string;
  /** Tells this session's answers from another's (the SWR keys); not a secret */
  id: string;
}

const listeners = new Set<() => void>();
// Whether the provider ended the session (a 401), or the member logged out here: the member is told until they log in
// again. Kept in memory only, since it concerns this visit.
let expired = false;
let loggedOut = false;

/**
 * The profile's storage, with the old site's session moved out of it (a page of an older release in another tab may
 * still write one); outside a browser (the static build, Node tests) there is no session.
 */
function profileStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  moveLegacyProfile(window.localStorage);
  return window.localStorage;
}

/** The token's storage: this tab's, and only while the page's policy forbids the trackers. */
function tokenStorage(): Storage | null {
  return typeof window === 'undefined' || trackersAllowed() ? null : window.sessionStorage;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function newSessionId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Stores a session in its two parts; the token is dropped where a tracker could read it. */
function store(profile: Storage, signIn: SignIn): void {
  const session: MemberSession = { name: signIn.userName || signIn.email, id: newSessionId() };
  profile.setItem(PROFILE_KEY, JSON.stringify(session));
  tokenStorage()?.setItem(TOKEN_KEY, JSON.stringify({ id: session.id, token: signIn.token }));
}

/** The old site's `cw-profile`, whole or not, moved into the two parts and deleted. */
function moveLegacyProfile(profile: Storage): void {
  const text = profile.getItem(LEGACY_PROFILE_KEY);
  if (text === null) return;
  profile.removeItem(LEGACY_PROFILE_KEY);
  try {
    const value = JSON.parse(text) as Partial<Record<keyof SignIn, unknown>> | null;
    if (value && typeof value.token === 'string' && value.token && profile.getItem(PROFILE_KEY) === null) {
      store(profile, { userName: String(value.userName ?? ''), email: String(value.email ?? ''), token: value.token });
    }
  } catch {
    // Not a session: nothing to move.
  }
}

/** Who is logged in as it is kept (a stable string, so React can compare snapshots), or null. */
export function sessionSnapshot(): string | null {
  return profileStorage()?.getItem(PROFILE_KEY) ?? null;
}

/** Who is logged in, or null when no session is kept or what is kept is not one. */
export function parseSession(text: string | null): MemberSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MemberSession> | null;
    return value && typeof value.id === 'string' && value.id ? { name: String(value.name ?? ''), id: value.id } : null;
  } catch {
    return null;
  }
}

export function readSession(): MemberSession | null {
  return parseSession(sessionSnapshot());
}

/**
 * The token of the session kept, for the token exchange; null on a page that can load a tracker, in a tab the member
 * did not log in from, and once the session it came with has ended (a logout or a new log-in in another tab).
 */
export function sessionToken(): string | null {
  const session = readSession();
  const text = session && tokenStorage()?.getItem(TOKEN_KEY);
  if (!session || !text) return null;
  try {
    const value = JSON.parse(text) as { id?: unknown; token?: unknown } | null;
    return value?.id === session.id && typeof value.token === 'string' && value.token ? value.token : null;
  } catch {
    return null;
  }
}

/** Begins the session a log-in or a new account gave. */
export function saveSession(signIn: SignIn): void {
  const profile = profileStorage();
  if (!profile) return;
  expired = false;
  loggedOut = false;
  store(profile, signIn);
  notify();
}

/** Deletes both parts of the session. */
function forget(profile: Storage): void {
  profile.removeItem(PROFILE_KEY);
  tokenStorage()?.removeItem(TOKEN_KEY);
}

/** Forgets the session when the member logs out, and with it any notice that the provider ended an earlier one. */
export function clearSession(): void {
  const profile = profileStorage();
  if (!profile || (profile.getItem(PROFILE_KEY) === null && !expired)) return;
  loggedOut = profile.getItem(PROFILE_KEY) !== null;
  expired = false;
  forget(profile);
  notify();
}

/**
 * Forgets the session when the provider answers 401, and keeps a notice of it. Without a stored session (a wrong
 * password answers 401 too) there is nothing to end and nothing to tell.
 */
export function expireSession(): void {
  const profile = profileStorage();
  if (!profile || profile.getItem(PROFILE_KEY) === null) return;
  expired = true;
  forget(profile);
  notify();
}

/** Whether the provider ended the member's session and no new one has begun (here, or by a log-in in another tab). */
export function sessionExpired(): boolean {
  return expired && sessionSnapshot() === null;
}

/** Whether the member logged out in this visit (here, from Min side or the header) and has not logged in since. */
export function loggedOutHere(): boolean {
  return loggedOut && sessionSnapshot() === null;
}

/**
 * Calls `listener` when the session changes, in this tab or (through the storage event) another, and when the page
 * comes back from the browser's back-forward cache: a page left with a member's tickets on it must not show them
 * again after a logout elsewhere.
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROFILE_KEY || event.key === null) listener();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}
