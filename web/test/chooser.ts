/** A page of a site with analytics as the export writes it, loaded in jsdom: its first script chooses its policy. */
import { expect } from 'vitest';

import { policyChooser } from '@/lib/csp';

export const STRICT = "default-src 'self'; script-src 'self' 'sha256-a'";
export const ANALYTICS = "default-src 'self'; script-src 'self' https://www.googletagmanager.com 'sha256-a'";

/**
 * Loads the page at `path` (with `memberArea`'s chooser) from the storage as it is: `<html>` and `<head>` as a new
 * document's, then the chooser run as the first script. Answers the policy it wrote and whether it allowed the
 * trackers.
 */
export function loadChooserPage(path: string, memberArea = '/min-side') {
  window.history.replaceState(null, '', path);
  delete document.documentElement.dataset.trackers;
  delete document.documentElement.dataset.trackersWithConsent;
  document.head.replaceChildren();
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.dataset.policy = STRICT;
  script.dataset.analyticsPolicy = ANALYTICS;
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  try {
    new Function(policyChooser(memberArea))();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
  }
  const metas = document.head.querySelectorAll<HTMLMetaElement>('meta');
  expect([...document.head.children].map((element) => element.tagName)).toEqual(['SCRIPT', 'META']);
  expect(metas[0]?.httpEquiv).toBe('Content-Security-Policy');
  return { policy: metas[0]?.content, trackers: 'trackers' in document.documentElement.dataset };
}

/** Loads a member page at `path`: the strict policy in its HTML, no chooser. */
export function loadMemberPage(path: string) {
  window.history.replaceState(null, '', path);
  delete document.documentElement.dataset.trackers;
  delete document.documentElement.dataset.trackersWithConsent;
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = STRICT;
  document.head.replaceChildren(meta);
}
