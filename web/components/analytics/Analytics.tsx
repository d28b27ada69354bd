'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';

import { asksConsent, trackers, type Consent } from '@/lib/analytics/consent';
import { useConsent } from '@/lib/analytics/consent-store';
import type { MenuPage } from '@/lib/menu-pages';
import { payload, type EventName } from '@/lib/analytics/events';
import { itemOf, viewedItemMarker } from '@/lib/analytics/item';
import { forbidTrackers, loadPageAgain, needsPageLoad, trackersAllowed } from '@/lib/analytics/page-policy';

import { listFollowedFrom, listNameOf, useClickCapture } from './click-capture';
import { ConsentBanner } from './ConsentBanner';
import { CookieDetails } from './CookieDetails';
import {
  pauseAnalytics,
  sendEvent,
  startGoogleAnalytics,
  startPixel,
  stopAnalytics,
  type ActiveTrackers,
} from './loaders';
import { onMemberPage } from './member-pages';

interface AnalyticsProps {
  /** The house: every event's brand */
  brand: string;
  gaTrackingId: string | null;
  facebookPixelId: string | null;
  /** The page that tells about the cookies, linked from the banner */
  cookiePage?: MenuPage | null;
}

/**
 * The cookie banner and the analytics behind it: nothing is loaded before the visitor says yes. With consent, GA4 and
 * the Facebook pixel (those the site has ids for) get `BUY_TICKET` on a ticket link's click and `VIEW_ITEM` on a film
 * or culture page, about the item the server said in the page (lib/analytics/item.ts).
 */
export function Analytics({ brand, gaTrackingId, facebookPixelId, cookiePage = null }: AnalyticsProps) {
  const pathname = usePathname();
  const { consent, hydrated } = useConsent();
  const active = useRef<ActiveTrackers>({ ga: null, pixel: null });

  const send = useCallback(
    (name: EventName, element: Element, listName: string) => {
      const item = itemOf(element);
      if (!item || (!active.current.ga && !active.current.pixel)) return;
      sendEvent(active.current, name, payload(item, brand, listName));
    },
    [brand],
  );

  const viewItem = useCallback(() => {
    const marker = viewedItemMarker();
    if (!marker) return;
    send('VIEW_ITEM', marker, listFollowedFrom() ?? listNameOf(marker));
  }, [send]);

  const memberPage = onMemberPage(pathname);
  const apply = useCallback(
    (choice: Consent, paused: boolean) => {
      // Only where the page's policy allows them: a script it refuses would only be a violation.
      const next =
        paused || !trackersAllowed() ? { ga: null, pixel: null } : trackers(choice, { gaTrackingId, facebookPixelId });
      if (next.ga) startGoogleAnalytics(next.ga);
      if (next.pixel) startPixel(next.pixel);
      if (choice === 'denied' && (active.current.ga || active.current.pixel || document.cookie))
        stopAnalytics(gaTrackingId);
      else if (paused) pauseAnalytics(gaTrackingId);
      active.current = next;
    },
    [gaTrackingId, facebookPixelId],
  );

  // The page's policy follows the choice: a «Godta» (or a page of the site reached in the browser from a member page)
  // loads the page again, as only a load gives it the policy naming the trackers (a tab in the background, told of a
  // choice made in another, is not: its next page load brings them, ClientLinks); withdrawing, or a member page,
  // tightens it at once.
  useEffect(() => {
    if (!hydrated) return;
    if (needsPageLoad(memberPage) && document.visibilityState === 'visible') {
      loadPageAgain();
      return;
    }
    if (consent !== 'granted' || memberPage) forbidTrackers();
    apply(consent, memberPage);
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

  useClickCapture(useCallback((link: Element) => send('BUY_TICKET', link, listNameOf(link)), [send]));

  return asksConsent({ gaTrackingId, facebookPixelId }) ? (
    <ConsentBanner
      consent={consent}
      cookiePage={cookiePage}
      details={cookiePage ? null : <CookieDetails gaTrackingId={gaTrackingId} facebookPixelId={facebookPixelId} />}
    />
  ) : null;
}
