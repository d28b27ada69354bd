import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { Analytics } from '@/components/analytics/Analytics';
import { ClientLinks } from '@/components/ClientLinks';
import { JsonLd } from '@/components/JsonLd';
import { NavigationStatus } from '@/components/NavigationStatus';
import { PageBody } from '@/components/PageBody';
import { PreviewBanner } from '@/components/PreviewBanner';
import { RedirectOnNavigate } from '@/components/RedirectOnNavigate';
import { ServiceWorker } from '@/components/ServiceWorker';
import { SessionCache } from '@/components/SessionCache';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { StoredCopyNotice } from '@/components/StoredCopyNotice';
import { asksConsent, CONSENT_SCRIPT } from '@/lib/analytics/consent';
import { cookiePage } from '@/lib/menu-pages';
import { loadRedirects, loadSite } from '@/lib/data';
import { siteJsonLd } from '@/lib/jsonld';
import { siteMetadata } from '@/lib/metadata';
import { isPreview } from '@/lib/preview';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await loadSite(), isPreview());
}

/**
 * The shared layout `page-header-footer` of every page. The interface text is Bokmål, so is the document. A preview's
 * pages say so above everything, and load no analytics and no service worker.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [site, redirects] = await Promise.all([loadSite(), loadRedirects()]);
  const preview = isPreview();
  const table = Object.fromEntries(redirects.map((redirect) => [redirect.from, redirect.to]));
  return (
    // The consent script marks <html> before React hydrates it.
    <html lang="nb" suppressHydrationWarning>
      <head>
        {!preview && (site.gaTrackingId || site.facebookPixelId) ? (
          <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
        ) : null}
      </head>
      <body>
        {preview ? <PreviewBanner /> : null}
        {/* The cookie banner first, in the flow: the first Tab reaches it, and it covers no focus (WCAG 2.4.11). */}
        {preview ? null : (
          <Analytics
            brand={site.title}
            gaTrackingId={site.gaTrackingId}
            facebookPixelId={site.facebookPixelId}
            cookiePage={cookiePage(site.theme.menu)}
          />
        )}
        <RedirectOnNavigate table={table} />
        <ClientLinks analytics={!preview && asksConsent(site)} />
        <SessionCache>
          <SiteHeader site={site} />
          {/* tabIndex lets the skip link move the focus here, not only the scroll position */}
          <main id="main" tabIndex={-1}>
            <PageBody>{children}</PageBody>
          </main>
          <SiteFooter site={site} />
        </SessionCache>
        <JsonLd data={siteJsonLd(site)} />
        {/* Notices, at the bottom of the window above the page, never blocking it. */}
        <div className="site-overlay">
          <div className="site-overlay__notices">
            <NavigationStatus />
            {preview ? null : <ServiceWorker asksConsent={asksConsent(site)} />}
            {preview ? null : <StoredCopyNotice />}
          </div>
        </div>
      </body>
    </html>
  );
}
