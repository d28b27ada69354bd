'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

import { useConsent } from '@/lib/analytics/consent-store';

/**
 * Asks the worker in control to keep a copy of the page at `path`, once (Serwist's `CACHE_URLS` message; sw/sw.ts
 * takes a request for HTML as a page's). A page shown by a client navigation came as route data only, and the first
 * page came before the worker was there: without their HTML they would not open offline from their address.
 */
function keepPage(kept: Set<string>, path: string) {
  const worker = navigator.serviceWorker.controller;
  if (!worker || kept.has(path)) return;
  kept.add(path);
  const request: [string, RequestInit] = [path, { headers: { Accept: 'text/html' }, priority: 'low' }];
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [request] } });
}

const enabled = () => process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

/** Where the browser remembers that the visitor was told the site works offline: they are told once. */
const TOLD_KEY = 'fjordby:offline-ready-told';

function told(): boolean {
  try {
    return localStorage.getItem(TOLD_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberTold(): void {
  try {
    localStorage.setItem(TOLD_KEY, new Date().toISOString());
  } catch {
    // Without storage the visitor may be told again on another install.
  }
}

interface ServiceWorkerProps {
  /** The site asks for cookie consent: the notice waits until the visitor has answered the banner */
  asksConsent: boolean;
}

/**
 * Registers the service worker (`/sw.js`) in production builds. On the first install it says, once, that the content
 * is now available offline: quietly, over the page at the bottom of the window (in the page's flow it pushed the page
 * down as it read), until closed or the next page. When an update takes over a page the previous worker controlled,
 * the page reloads to match it. Every page shown while a worker is in control is kept for offline use.
 */
export function ServiceWorker({ asksConsent }: ServiceWorkerProps) {
  const pathname = usePathname();
  const [installed, setInstalled] = useState(false);
  // One thing at a time on a first visit: the notice waits for the cookie banner's answer, and so comes as the visitor
  // clicks rather than moving the page under their eyes.
  const { consent } = useConsent();
  const noticeShown = installed && (!asksConsent || consent !== null);
  // The paths the worker has a copy of. First the document's own, when the worker answered it.
  const kept = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!enabled()) return;
    kept.current ??= new Set(navigator.serviceWorker.controller ? [pathname] : []);
    keepPage(kept.current, pathname);
  }, [pathname]);

  // Told once: remembered as soon as it shows, and gone with the page it showed on.
  const toldOn = useRef<string | null>(null);
  useEffect(() => {
    if (noticeShown && toldOn.current === null) {
      toldOn.current = pathname;
      rememberTold();
    } else if (toldOn.current !== null && toldOn.current !== pathname) setInstalled(false);
  }, [noticeShown, pathname]);

  useEffect(() => {
    if (!enabled()) return;
    const container = navigator.serviceWorker;
    const hadController = container.controller !== null;
    let previous = container.controller;
    let reloading = false;
    const onControllerChange = () => {
      // The first install also takes control of the page (clientsClaim): that is no update.
      const updated = previous !== null;
      previous = container.controller;
      if (!updated && kept.current) keepPage(kept.current, location.pathname);
      if (!updated || reloading) return;
      reloading = true;
      location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        const worker = registration.installing;
        if (hadController || registration.active !== null || worker === null) return;
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated' && !told()) setInstalled(true);
        });
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
    return () => container.removeEventListener('controllerchange', onControllerChange);
  }, []);

  return (
    <div className="site-notice" role="status">
      {noticeShown ? (
        <div className="site-notice__box">
          <p>Innholdet er nå tilgjengelig uten nett.</p>
          <button type="button" className="site-notice__close" onClick={() => setInstalled(false)}>
            Lukk
          </button>
        </div>
      ) : null}
    </div>
  );
}
