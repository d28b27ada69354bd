/**
 * The page's Content-Security-Policy as consent changes it: whether the policy in force names the trackers (the first
 * script of the page chose it, lib/csp.ts `policyChooser`), tightening it, and when only a page load can widen it.
 */
import { CONSENT_KEY } from './consent';

/** The chooser script of a page of a site with analytics (not of a member page); none elsewhere. */
function chooser(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>('script[data-policy]');
}

/** Whether the page's policy allows the trackers: the chooser wrote the policy naming them. */
export function trackersAllowed(): boolean {
  return 'trackers' in document.documentElement.dataset;
}

/**
 * Puts the page's strict policy in force beside the one naming the trackers: a request must pass both, so none to a
 * tracker host leaves the page any more (consent withdrawn, or a member page reached in the browser).
 */
export function forbidTrackers() {
  const policy = chooser()?.dataset.policy;
  if (!trackersAllowed() || !policy) return;
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  document.head.append(meta);
  delete document.documentElement.dataset.trackers;
}

/** The address this document was loaded from (a client navigation changes `location`, not this). */
function landingPath(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : location.pathname;
}

/**
 * Whether loading the page at `pathname` (a member page or not: `memberPage`) would give it the trackers the choice
 * kept in localStorage allows, while the policy in force forbids them: only a page load widens the policy. A choice
 * that storage would not keep would be lost by that load: then the trackers stay off.
 *
 * Loading the address this document came from brings this document again, so its chooser's word decides
 * (`data-trackers-with-consent`), not how the app reads the address: a host answers `/min%2Dside` with the member
 * page, which has no chooser, and a reload there would bring the same strict policy, and the same reload, for ever.
 */
export function needsPageLoad(memberPage: boolean, pathname: string = location.pathname): boolean {
  if (trackersAllowed()) return false;
  try {
    if (localStorage.getItem(CONSENT_KEY) !== 'granted') return false;
  } catch {
    return false;
  }
  if (pathname === landingPath()) return 'trackersWithConsent' in document.documentElement.dataset;
  return !memberPage;
}

/** Loads the page again, for the policy its chooser writes from the choice now stored. */
export function loadPageAgain() {
  window.location.reload();
}
