'use client';
/** The member area in React: one area per provider base, its stores read as state, the stored session. */
import { useSyncExternalStore } from 'react';

import { createMemberArea, type MemberArea } from '@/lib/membership/area';
import { membershipProvider } from '@/lib/membership/provider';
import {
  parseSession,
  sessionExpired,
  sessionSnapshot,
  subscribeSession,
  type StoredSession,
} from '@/lib/membership/session';
import type { Store } from '@/lib/store';

/** SWR options of member loads: once per mount, no retry (a 401 has already cleared the session). */
export const LOAD_ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

const areas = new Map<string, MemberArea>();

/** The member area of the site's provider, shared by every component of the page and kept across navigations. */
export function memberArea(apiBase: string): MemberArea {
  let area = areas.get(apiBase);
  if (!area) {
    area = createMemberArea(membershipProvider(apiBase));
    areas.set(apiBase, area);
  }
  return area;
}

/** An area's state, read from its store (the same on the server, where it is the initial state). */
export function useStore<S>(store: Pick<Store<S, never>, 'getState' | 'subscribe'>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The stored session; null on the server and until the browser has read it. */
export function useSession(): StoredSession | null {
  return parseSession(useSyncExternalStore(subscribeSession, sessionSnapshot, () => null));
}

/** Whether the provider ended the member's session (a 401) and no new one has begun. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSession, sessionExpired, () => false);
}
