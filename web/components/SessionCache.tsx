'use client';
/**
 * The visit's SWR cache: the member's answers and the live seats, kept across client navigations in this tab, and
 * emptied at logout (components/membership/hooks.ts `useLogOut`). One for the whole page, in the root layout, so every
 * component reads the same answers and the focus and reconnect listeners are set up once.
 */
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

// SWR calls the provider once, when the layout mounts: one cache per page load of the site, never shared with the
// static build (where no request is made).
const SESSION: SWRConfiguration = { provider: () => new Map() };

export function SessionCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={SESSION}>{children}</SWRConfig>;
}
