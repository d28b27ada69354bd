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

/**
 * Whether a page of a site with analytics (a member page or not: `memberPage`) should have the trackers, by the
 * choice kept in localStorage, while the policy in force forbids them: only a page load gives it the policy that
 * allows them. A choice that storage would not keep would be lost by that load: then the trackers stay off.
 */
export function needsPageLoad(memberPage: boolean): boolean {
  if (memberPage || trackersAllowed()) return false;
  try {
    return localStorage.getItem(CONSENT_KEY) === 'granted';
  } catch {
    return false;
  }
}

/** Loads the page again, for the policy its chooser writes from the choice now stored. */
export function loadPageAgain() {
  window.location.reload();
}
