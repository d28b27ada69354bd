'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { needsPageLoad } from '@/lib/analytics/page-policy';
import { clientNavigations, clientNavigationTarget, sitePageUrl } from '@/lib/client-links';

import { onMemberPage } from './analytics/member-pages';

const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The site's links in the browser, whichever component rendered them (AppLink, the editors' HTML): a page of the site
 * is prefetched when the visitor reaches for its link (a pointer over it, a finger on it, the keyboard's focus), and
 * a click on it navigates with Next's router instead of loading the page. One listener on the document does for all
 * links what `next/link` does per link, without its 65 modules of router in the server-rendering build; and the links
 * do not prefetch as they scroll into view, as `next/link`'s do: a phone's first screen of the front page fetched 45
 * files of eight pages that way while it loaded, and decoding them was half of the load's blocking time. On a site
 * with `analytics`, a link to a page that should have the trackers while the page's policy forbids them (after a
 * «Godta» in another tab, or from a member page) is a page load: only a load widens the policy.
 */
export function ClientLinks({ analytics }: { analytics: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const url = sitePageUrl(event.target);
      const path = url && url.pathname + url.search;
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    // Bubbling, so that a component's own handler on a link comes first and may take the click over.
    const onClick = (event: MouseEvent) => {
      const url = clientNavigationTarget(event);
      if (url === null || (analytics && needsPageLoad(onMemberPage(url.pathname), url.pathname))) return;
      event.preventDefault();
      clientNavigations.dispatch(url.pathname);
      router.push(url.pathname + url.search + url.hash);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENTS) document.addEventListener(type, onIntent, options);
    document.addEventListener('click', onClick);
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent, options);
      document.removeEventListener('click', onClick);
    };
  }, [analytics, router]);
  return null;
}
