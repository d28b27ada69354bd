'use client';
/**
 * The member area in React: one area per provider base, its stores read as state, the loads that fill them, the
 * stored session. The stores are the area's one state (not SWR's cache beside them): see lib/membership/area.ts.
 */
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

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

/**
 * Starts `load` (an area's action) when `key` is set and each time it changes, and answers whether that load has
 * settled: its answer, or its failure, is in the area's stores by then. No retry: a 401 has already ended the session,
 * and the store holds any other failure for the member to read. A load that an unmount or a new key overtook counts
 * for nothing; the area drops its answer if a later one of its kind started.
 */
export function useLoad(key: string | null, load: () => Promise<unknown>): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  const start = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    start()
      .catch(() => undefined)
      .then(() => {
        if (current) setSettled(key);
      });
    return () => {
      current = false;
    };
  }, [key]);
  return key !== null && settled === key;
}

/** The stored session; null on the server and until the browser has read it. */
export function useSession(): StoredSession | null {
  return parseSession(useSyncExternalStore(subscribeSession, sessionSnapshot, () => null));
}

/** Whether the provider ended the member's session (a 401) and no new one has begun. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSession, sessionExpired, () => false);
}
