'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

import { pageWait } from '@/lib/page-wait';

/**
 * The page's body in <main>. When a navigation has waited too long for the next page, «Laster siden …» shows in its
 * place until that page comes. The body is made invisible and inert, not removed or taken out of the layout: a
 * navigation that stops (NavigationStatus's notice) leaves the page as it was, and the new page, rendered into it,
 * has the boxes Next.js scrolls to the top.
 */
export function PageBody({ children }: { children: ReactNode }) {
  const waiting = useSyncExternalStore(pageWait.subscribe, pageWait.getState, () => false);
  return (
    <>
      <div className="page-body" data-waiting={waiting ? '' : undefined} inert={waiting}>
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
