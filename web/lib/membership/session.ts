/** The stored session: `{userName, email, token}` as JSON in localStorage under `cw-profile`, and who listens to it. */

export const PROFILE_KEY = 'cw-profile';

export interface StoredSession {
  userName: string;
  email: string;
  token: string;
}

const listeners = new Set<() => void>();
// Whether the provider ended the session (a 401), or the member logged out here: the member is told until they log in
// again. Kept in memory only, since it concerns this visit.
let expired = false;
let loggedOut = false;

function storage(): Storage | null {
  // Outside a browser (the static build, Node tests) there is no session.
  return typeof window === 'undefined' ? null : window.localStorage;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored session as it is kept (a stable string, so React can compare snapshots), or null. */
export function sessionSnapshot(): string | null {
  return storage()?.getItem(PROFILE_KEY) ?? null;
}

/** The stored session, or null when there is none or it is not one. */
export function parseSession(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredSession> | null;
    return value && typeof value.token === 'string' && value.token
      ? { userName: String(value.userName ?? ''), email: String(value.email ?? ''), token: value.token }
      : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  return parseSession(sessionSnapshot());
}

export function saveSession(session: StoredSession): void {
  expired = false;
  loggedOut = false;
  storage()?.setItem(PROFILE_KEY, JSON.stringify(session));
  notify();
}

/** Forgets the session when the member logs out, and with it any notice that the provider ended an earlier one. */
export function clearSession(): void {
  const store = storage();
  if (!store || (store.getItem(PROFILE_KEY) === null && !expired)) return;
  loggedOut = store.getItem(PROFILE_KEY) !== null;
  expired = false;
  store.removeItem(PROFILE_KEY);
  notify();
}

/**
 * Forgets the session when the provider answers 401, and keeps a notice of it. Without a stored session (a wrong
 * password answers 401 too) there is nothing to end and nothing to tell.
 */
export function expireSession(): void {
  const store = storage();
  if (!store || store.getItem(PROFILE_KEY) === null) return;
  expired = true;
  store.removeItem(PROFILE_KEY);
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
