/** What the browser enforces of a page's Content-Security-Policy: the violations it reported, the policies in force. */
import type { Page } from '@playwright/test';

/** The hosts of GA4 and the Facebook pixel, as lib/csp.ts names them. */
export const TRACKER_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://connect.facebook.net',
  'https://www.facebook.com',
];

/** From now on, every page of `page` keeps the `securitypolicyviolation` events it sees, for {@link policyViolations}. */
export async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

/** The violations the page shown has reported since it loaded. */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/** The policies of the page's `<meta>`s, in order: a browser enforces each (the header's besides). */
export function metaPolicies(page: Page): Promise<string[]> {
  return page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).content));
}

/**
 * The tracker hosts every policy in force allows for `directive` (its own, or `default-src` where it has none; a
 * policy with neither restricts nothing there): a request must pass each policy.
 */
export function trackersAllowed(policies: string[], directive: 'script-src' | 'connect-src' | 'img-src'): string[] {
  const restricting = policies.flatMap((policy) => {
    const directives = new Map(policy.split(/;\s*/).map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1)]));
    const sources = directives.get(directive) ?? directives.get('default-src');
    return sources ? [sources] : [];
  });
  return TRACKER_HOSTS.filter((host) => restricting.every((sources) => sources.includes(host)));
}
