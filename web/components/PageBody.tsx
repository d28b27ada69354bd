'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

import { pageWait } from '@/lib/page-wait';

/**
 * The page's body in <main>. When a navigation has waited too long for the next page, it gives way to «Laster siden
 * …» until that page comes; hidden, not removed, so a navigation that stops (NavigationStatus's notice) leaves the
 * page as it was.
 */
export function PageBody({ children }: { children: ReactNode }) {
  const waiting = useSyncExternalStore(pageWait.subscribe, pageWait.getState, () => false);
  return (
    <>
      <div className="page-body" hidden={waiting}>
        {children}
      </div>
      {waiting ? (
        <p className="page-loading" role="status">
          Laster siden …
        </p>
      ) : null}
    </>
  );
}
