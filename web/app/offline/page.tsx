import type { Metadata } from 'next';

import { AppLink } from '@/components/AppLink';
import { loadSite } from '@/lib/data';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `Du er uten nett | ${(await loadSite()).title}`, robots: { index: false, follow: false } };
}

/**
 * `offline.html`: what the service worker answers a page it has not stored with while the visitor is offline. Not a
 * page of the CMS (the path `/offline` is reserved for it) and kept out of search engines.
 */
export default function Offline() {
  return (
    <div className="container offline-page">
      <h1>Du er uten nett</h1>
      <p>Denne siden er ikke lagret på enheten din ennå. Koble til nettet og prøv igjen.</p>
      <p>Sidene du allerede har besøkt, kan du fortsatt lese.</p>
      <p>
        {/* The client navigation is answered from the service worker's cache, when it has the front page. */}
        <AppLink href="/">Til forsiden</AppLink>
      </p>
    </div>
  );
}
