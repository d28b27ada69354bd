'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  analyticsCookieNames,
  asksConsent,
  COOKIE_SETTINGS_EVENT,
  expiredCookies,
  payload,
  readItem,
  trackers,
  type Consent,
  type EventName,
} from '@/lib/analytics';
import { saveConsent, useConsent } from '@/lib/consent';
import { isMemberPath } from '@/lib/membership/paths';
import type { CookiePage } from '@/lib/cookie-page';

import { AppLink } from './AppLink';

/** Where the list a visitor followed a link from waits for the page it led to (VIEW_ITEM's listName). */
const LIST_FROM_KEY = 'fjordby:list-from';

type Command = (...args: unknown[]) => void;
type Pixel = Command & { callMethod?: Command; queue: unknown[]; push: Command; loaded: boolean; version: string };
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: Pixel;
  _fbq?: Pixel;
  [disable: `ga-disable-${string}`]: boolean | undefined;
}
const analyticsWindow = () => window as unknown as AnalyticsWindow;

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** GA4 as Google's snippet sets it up: commands queue in `dataLayer` until gtag.js has loaded. */
function startGoogleAnalytics(id: string) {
  const w = analyticsWindow();
  w[`ga-disable-${id}`] = false;
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

/** The Facebook pixel as Meta's snippet sets it up: calls queue until fbevents.js has loaded. */
function startPixel(id: string) {
  const w = analyticsWindow();
  if (w.fbq) {
    w.fbq('consent', 'grant');
    return;
  }
  const fbq: Pixel = Object.assign(
    (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args)),
    { queue: [], loaded: true, version: '2.0', push: () => {} },
  );
  fbq.push = fbq;
  w.fbq = fbq;
  w._fbq = fbq;
  fbq('init', id);
  fbq('track', 'PageView');
  addScript('https://connect.facebook.net/en_US/fbevents.js');
}

/** Switches off what was started; scripts already loaded stay, sending nothing. */
function pauseAnalytics(gaId: string | null) {
  const w = analyticsWindow();
  if (gaId) w[`ga-disable-${gaId}`] = true;
  w.fbq?.('consent', 'revoke');
}

/** Switches off what was started and deletes the cookies it set. */
function stopAnalytics(gaId: string | null) {
  pauseAnalytics(gaId);
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const cookie of expiredCookies(name, location.hostname)) document.cookie = cookie;
  }
}

/** The list a link is in (the heading of its labelled section), else the page (its `<h1>`). */
function listNameOf(element: Element): string {
  const section = element.closest('section[aria-labelledby]');
  const heading = section ? document.getElementById(section.getAttribute('aria-labelledby') ?? '') : null;
  return (heading ?? document.querySelector('h1'))?.textContent?.trim() ?? '';
}

interface AnalyticsProps {
  /** The house: every event's brand */
  brand: string;
  gaTrackingId: string | null;
  facebookPixelId: string | null;
  /** The page that tells about the cookies, linked from the banner */
  cookiePage?: CookiePage | null;
}

/**
 * The cookie banner and the analytics behind it (ekomloven § 3-15): nothing is loaded before the visitor says yes,
 * «Godta» and «Avslå» weigh the same, the choice is kept in localStorage and can be changed from the footer. With
 * consent, GA4 and the Facebook pixel (those the site has ids for) get `BUY_TICKET` on a ticket link's click and
 * `VIEW_ITEM` on a film or culture page, from the `data-item-*` attributes the server rendered.
 */
export function Analytics({ brand, gaTrackingId, facebookPixelId, cookiePage = null }: AnalyticsProps) {
  const pathname = usePathname();
  const { consent, hydrated } = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The banner is in the exported HTML, so it shows with the page's first paint rather than after hydration; a
  // returning visitor's stored choice hides it before that paint (CONSENT_SCRIPT in the root layout).
  const bannerOpen = settingsOpen || consent === null;
  const bannerRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const active = useRef({ ga: null as string | null, pixel: null as string | null });

  const send = useCallback(
    (name: EventName, element: Element, listName: string) => {
      // The item is said on the element or, for a list of one production's showings, once on the list.
      const holder = element.closest('[data-item-id]');
      const item = holder instanceof HTMLElement ? readItem(holder.dataset) : null;
      const { ga, pixel } = active.current;
      if (!item || (!ga && !pixel)) return;
      const data = payload(item, brand, listName);
      if (ga) analyticsWindow().gtag?.('event', name, data);
      if (pixel) analyticsWindow().fbq?.('trackCustom', name, data);
    },
    [brand],
  );

  const viewItem = useCallback(() => {
    const marker = document.querySelector('[data-view-item]');
    if (!marker) return;
    let listName: string | null = null;
    try {
      const from = JSON.parse(sessionStorage.getItem(LIST_FROM_KEY) ?? 'null') as { path?: string; list?: string };
      if (from?.path === location.pathname && typeof from.list === 'string') listName = from.list;
    } catch {
      // Nothing usable stored: the page is the list.
    }
    send('VIEW_ITEM', marker, listName ?? listNameOf(marker));
  }, [send]);

  // No tracker loads or sends on a member page, whatever the consent: its address is the member's business. A site
  // without the member area has no member page, and its bundle not this check.
  const memberPage = Boolean(process.env.FJORDBY_MEMBER_AREA) && isMemberPath(pathname);
  const apply = useCallback(
    (choice: Consent, paused: boolean) => {
      const next = paused ? { ga: null, pixel: null } : trackers(choice, { gaTrackingId, facebookPixelId });
      if (next.ga) startGoogleAnalytics(next.ga);
      if (next.pixel) startPixel(next.pixel);
      if (choice === 'denied' && (active.current.ga || active.current.pixel || document.cookie))
        stopAnalytics(gaTrackingId);
      else if (paused) pauseAnalytics(gaTrackingId);
      active.current = next;
    },
    [gaTrackingId, facebookPixelId],
  );

  useEffect(() => {
    if (hydrated) apply(consent, memberPage);
  }, [apply, consent, hydrated, memberPage]);

  // VIEW_ITEM once per page view, as soon as the page shows with the trackers on: on landing they come on only once
  // the page has hydrated and read the stored choice, or when the visitor says yes. After the effect above, which
  // sets them.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    const { ga, pixel } = active.current;
    if ((!ga && !pixel) || viewed.current === pathname) return;
    viewed.current = pathname;
    viewItem();
  }, [consent, hydrated, pathname, viewItem]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      if (link.hasAttribute('data-buy-ticket')) send('BUY_TICKET', link, listNameOf(link));
      const url = new URL((link as HTMLAnchorElement).href, location.href);
      if (url.origin === location.origin) {
        try {
          sessionStorage.setItem(LIST_FROM_KEY, JSON.stringify({ path: url.pathname, list: listNameOf(link) }));
        } catch {
          // Without storage the page itself is the list.
        }
      }
    };
    const onSettings = (event: Event) => {
      const opener = (event as CustomEvent<unknown>).detail;
      returnFocus.current = opener instanceof HTMLElement ? opener : null;
      setSettingsOpen(true);
    };
    // Capturing: the ticket link opens a new tab, and the click must count before anything else handles it.
    document.addEventListener('click', onClick, true);
    window.addEventListener(COOKIE_SETTINGS_EVENT, onSettings);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(COOKIE_SETTINGS_EVENT, onSettings);
    };
  }, [send]);

  useEffect(() => {
    if (settingsOpen) bannerRef.current?.focus();
  }, [settingsOpen]);

  const choose = (choice: 'granted' | 'denied') => {
    saveConsent(choice);
    setSettingsOpen(false);
    (returnFocus.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
    returnFocus.current = null;
  };

  if (!bannerOpen || !asksConsent({ gaTrackingId, facebookPixelId })) return null;
  return (
    <section
      className={settingsOpen ? 'cookie-banner cookie-banner--settings' : 'cookie-banner'}
      aria-labelledby="cookie-banner-title"
      ref={bannerRef}
      tabIndex={-1}
    >
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        Informasjonskapsler
      </h2>
      <p>
        Vi bruker informasjonskapsler til statistikk, slik at vi ser hvordan nettstedet brukes og kan gjøre det bedre.
        Det skjer bare hvis du godtar det.
        {consent ? <> Nå har du {consent === 'granted' ? 'godtatt' : 'avslått'} det.</> : null}
        {cookiePage ? (
          <>
            {' '}
            <AppLink href={cookiePage.path}>Les mer om informasjonskapsler</AppLink>.
          </>
        ) : null}
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button" onClick={() => choose('granted')}>
          Godta
        </button>
        <button type="button" className="button" onClick={() => choose('denied')}>
          Avslå
        </button>
      </div>
    </section>
  );
}
