/** The stored session: `{userName, email, token}` as JSON in localStorage under `cw-profile`, and who listens to it. */

export const PROFILE_KEY = 'cw-profile';

export interface StoredSession {
  userName: string;
  email: string;
  token: string;
}

const listeners = new Set<() => void>();

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
  storage()?.setItem(PROFILE_KEY, JSON.stringify(session));
  notify();
}

/** Forgets the session: on log out, and when the provider answers 401. */
export function clearSession(): void {
  const store = storage();
  if (store?.getItem(PROFILE_KEY) === null) return;
  store?.removeItem(PROFILE_KEY);
  notify();
}

/** Calls `listener` when the session changes, in this tab or (through the storage event) another. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROFILE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
