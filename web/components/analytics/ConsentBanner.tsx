import { useEffect, useRef, useState, type ReactNode } from 'react';

import { AppLink } from '@/components/AppLink';
import { COOKIE_SETTINGS_EVENT, type Consent } from '@/lib/analytics/consent';
import { saveConsent } from '@/lib/analytics/consent-store';
import type { MenuPage } from '@/lib/menu-pages';

interface ConsentBannerProps {
  /** The visitor's choice so far */
  consent: Consent;
  /** The page that tells about the cookies, linked from the banner */
  cookiePage: MenuPage | null;
  /** What the banner tells of the cookies itself, for a site without that page */
  details?: ReactNode;
}

/**
 * The cookie banner (ekomloven § 3-15): «Godta» and «Avslå» weigh the same, the choice is kept in localStorage, and
 * the footer opens the banner again to change it.
 */
export function ConsentBanner({ consent, cookiePage, details = null }: ConsentBannerProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The banner is in the exported HTML, so it shows with the page's first paint rather than after hydration; a
  // returning visitor's stored choice hides it before that paint (CONSENT_SCRIPT in the root layout).
  const bannerOpen = settingsOpen || consent === null;
  const bannerRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onSettings = (event: Event) => {
      const opener = (event as CustomEvent<unknown>).detail;
      returnFocus.current = opener instanceof HTMLElement ? opener : null;
      setSettingsOpen(true);
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, onSettings);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, onSettings);
  }, []);

  useEffect(() => {
    if (settingsOpen) bannerRef.current?.focus();
  }, [settingsOpen]);

  const choose = (choice: 'granted' | 'denied') => {
    saveConsent(choice);
    setSettingsOpen(false);
    // The banner heads the page: the footer's button that opened it is scrolled back to; the first answer leaves the
    // reader where the page starts.
    if (returnFocus.current) returnFocus.current.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
    returnFocus.current = null;
  };

  if (!bannerOpen) return null;
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
      {details}
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
