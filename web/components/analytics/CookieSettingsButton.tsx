'use client';

import { COOKIE_SETTINGS_EVENT } from '@/lib/analytics/consent';

/** The footer's way back to the cookie banner, to change the choice made there. */
export function CookieSettingsButton() {
  return (
    <button
      type="button"
      className="site-footer__cookie-settings"
      onClick={(event) => window.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT, { detail: event.currentTarget }))}
    >
      Innstillinger for informasjonskapsler
    </button>
  );
}
