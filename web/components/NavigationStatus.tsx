'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import { clientNavigations } from '@/lib/client-links';
import {
  BUNDLE_LOADING_ERROR,
  failureMessage,
  isBundleUrl,
  isChunkLoadError,
  nextStep,
  parseHistory,
  remember,
  routeDataPath,
  type LoadResult,
  type NextStep,
} from '@/lib/navigation-loads';
import { PAGE_WAIT_MS, pageWait } from '@/lib/page-wait';

const STORAGE_KEY = 'fjordby:page-loads';
/** A navigation quicker than this shows no progress bar: it would only flicker. */
const PROGRESS_DELAY_MS = 300;

/** Adds a result to the path's last five in sessionStorage and returns them (none kept when storage is off). */
function record(path: string, result: LoadResult): LoadResult[] {
  try {
    const history = remember(parseHistory(sessionStorage.getItem(STORAGE_KEY)), path, result);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(history));
    return history[path] ?? [result];
  } catch {
    return [result];
  }
}

/** The HTTP status this document was answered with (Chromium and Firefox tell; 200 where the browser does not). */
function documentStatus(): number {
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & { responseStatus?: number })[];
  return entry?.responseStatus || 200;
}

const never = () => new Promise<Response>(() => {});

/**
 * After a client navigation the new page's heading takes the focus, as a page load starts a reader at the top: left
 * where it was, the focus would stay on a link of the page gone, or on one that stands elsewhere in the new page.
 * Without a heading, the page's main region takes it.
 */
function focusNewPage(): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Watches client navigations. Their route data (`/kino.txt`) is fetched through a wrapper around `fetch` that keeps
 * each path's last five load results in sessionStorage: on a failure Next.js falls back to a full browser navigation
 * to the path, unless that was tried already (then the navigation stops with a notice, so it never loops). The
 * catalogue's texts go to the console, as does a bundle that fails to load. A navigation still running after 300 ms
 * shows a progress bar; after 750 ms the page's body gives way to «Laster siden …» (PageBody) until the page comes.
 * Once it has come, its heading takes the focus (`focusNewPage`).
 */
export function NavigationStatus() {
  const pathname = usePathname();
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<{ step: NextStep; path: string } | null>(null);
  const pending = useRef<{ path: string; timers: number[] } | null>(null);
  const shown = useRef<string | null>(null);

  /** Ends the navigation being watched: no bar, and the page's body shown. */
  const stopProgress = useCallback(() => {
    if (pending.current) pending.current.timers.forEach((timer) => window.clearTimeout(timer));
    pending.current = null;
    setLoading(false);
    pageWait.dispatch(false);
  }, []);

  useEffect(() => {
    const startProgress = (path: string) => {
      stopProgress();
      setNotice(null);
      const timers = [
        window.setTimeout(() => setLoading(true), PROGRESS_DELAY_MS),
        window.setTimeout(() => pageWait.dispatch(true), PAGE_WAIT_MS),
      ];
      pending.current = { path, timers };
    };
    /** After a failed load of `path`: true when the full navigation may go ahead, else the notice says why not. */
    const failed = (path: string, status: number | null): boolean => {
      console.error(failureMessage(path, status));
      const step = nextStep(record(path, 'failed'), {
        online: navigator.onLine,
        controlled: Boolean(navigator.serviceWorker?.controller),
      });
      if (step === 'navigate') return true;
      stopProgress();
      setNotice({ step, path });
      return false;
    };

    const originalFetch = window.fetch;
    const routeDataFetch: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const path = routeDataPath(url, location.origin);
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      // A prefetch that fails is only a prefetch: the navigation fetches again, and that fetch counts.
      if (path === null || headers.has('next-router-prefetch')) return originalFetch(input, init);
      try {
        const response = await originalFetch(input, init);
        if (response.ok) return response;
        // Next.js answers a failed response with a full navigation itself; it must not when that would loop.
        return failed(path, response.status) ? response : never();
      } catch (error) {
        // A rejected fetch makes Next.js do the full navigation; an aborted one was superseded.
        if (init?.signal?.aborted || failed(path, null)) throw error;
        return never();
      }
    };
    window.fetch = routeDataFetch;

    // A navigation to another page: the same path fetches nothing, so nothing would end its progress.
    const onNavigation = () => {
      const path = clientNavigations.getState();
      if (path !== null && path !== location.pathname) startProgress(path);
    };
    // Back or forward within the page (an anchor) is no navigation: the path stays, and nothing would end it.
    const onPopState = () => {
      if (location.pathname !== shown.current) startProgress(location.pathname);
    };
    // A page the browser kept while a navigation away from it waited comes back as it was left: waiting.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) stopProgress();
    };
    const bundleFailed = (url: string) => {
      console.error(BUNDLE_LOADING_ERROR, url);
      const target = pending.current?.path;
      if (target !== undefined && failed(target, null)) location.assign(target);
    };
    const onResourceError = (event: Event) => {
      const element = event.target;
      const url =
        element instanceof HTMLScriptElement ? element.src : element instanceof HTMLLinkElement ? element.href : null;
      if (url && isBundleUrl(url, location.origin)) bundleFailed(url);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) bundleFailed(String((event.reason as Error).message));
    };
    const unsubscribe = clientNavigations.subscribe(onNavigation);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pageshow', onPageShow);
    // Resource errors do not bubble: only a listener capturing at the window sees them.
    window.addEventListener('error', onResourceError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      if (window.fetch === routeDataFetch) window.fetch = originalFetch;
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('error', onResourceError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      stopProgress();
    };
  }, [stopProgress]);

  // The first page came with the document (its HTTP status tells how); every later one by a client navigation.
  useEffect(() => {
    if (shown.current === pathname) return;
    const status = shown.current === null ? documentStatus() : 200;
    if (status >= 400) console.error(failureMessage(pathname, status));
    record(pathname, status >= 400 ? 'page-failed' : 'ok');
    if (shown.current !== null) focusNewPage();
    shown.current = pathname;
    stopProgress();
  }, [pathname, stopProgress]);

  return (
    <>
      {loading ? <div className="navigation-progress" role="progressbar" aria-label="Laster siden" /> : null}
      <div className="site-notice" role="status">
        {notice ? (
          <div className="site-notice__box">
            <p>
              {notice.step === 'offline'
                ? 'Du er uten nett, så siden kunne ikke lastes. '
                : 'Siden kunne ikke lastes. '}
              {/* A page load: the client navigation is what failed. */}
              <a href={notice.path} data-full-load="">
                Prøv igjen
              </a>
            </p>
            <button type="button" className="site-notice__close" onClick={() => setNotice(null)}>
              Lukk
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
