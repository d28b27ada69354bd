'use client';
/**
 * The member's session in React, as every page's header reads it: whether one is stored, and logging out. Kept apart
 * from the provider's calls (hooks.ts), which only the member pages and a film page load.
 */
import { useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';

import { forgetMemberEntries } from '@/lib/membership/caches';
import {
  clearSession,
  loggedOutHere,
  parseSession,
  sessionExpired,
  sessionSnapshot,
  subscribeSession,
  type MemberSession,
} from '@/lib/membership/session';

/**
 * Ends the member's session here: the stored session, every answer in the session's cache (an answer still on its way
 * is dropped) and any member page the site's caches hold. The provider's own session cookie stays: the contract has
 * no call to end it (the member area tells the member to close the browser on a shared computer).
 */
export function useLogOut(): () => void {
  const { unload } = useSWRConfig();
  return () => {
    clearSession();
    unload();
    void forgetMemberEntries().catch(() => undefined);
  };
}

/** Who is logged in; null on the server and until the browser has read it. */
export function useSession(): MemberSession | null {
  return parseSession(useSyncExternalStore(subscribeSession, sessionSnapshot, () => null));
}

/** Whether the member logged out in this visit and has not logged in since. */
export function useLoggedOut(): boolean {
  return useSyncExternalStore(subscribeSession, loggedOutHere, () => false);
}

/** Whether the provider ended the member's session (a 401) and no new one has begun. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSession, sessionExpired, () => false);
}
