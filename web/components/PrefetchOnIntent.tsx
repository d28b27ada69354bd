'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Prefetches a page of the site when the visitor reaches for its link: a pointer over it, a finger on it, or the
 * keyboard's focus. The site's links do not prefetch as they scroll into view (Next's default): a phone's first
 * screen of the front page fetched 45 files of eight pages that way while it loaded, and decoding them was half of
 * the load's blocking time.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
      const href = link?.getAttribute('href');
      if (!link || !href || href.startsWith('//') || link.target === '_blank' || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
