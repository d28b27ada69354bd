import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { NextConfig } from 'next';
import { afterEach, expect, test, vi } from 'vitest';

import { FIXTURES } from './fixtures';

/** next.config.ts as `next build` gets it from the route data in `dir`. */
async function configFor(dir: string): Promise<NextConfig> {
  vi.stubEnv('ROUTE_DATA_DIR', dir);
  vi.resetModules();
  return (await import('@/next.config')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

test('the browser code gets the events call and the image service of site.json, and no member pages', async () => {
  const config = await configFor(FIXTURES);
  expect(config.env).toEqual({
    FJORDBY_MEMBERSHIP_API: '',
    FJORDBY_EVENTS_URL: 'https://events.example.no',
    FJORDBY_EVENTS_SITE: 'site118a',
    FJORDBY_IMAGE_ORIGINS: 'https://images.example.no',
    FJORDBY_MEMBER_AREA: '',
    // lib/csp.ts's policies of the site, which test/lib/csp.test.ts checks in full: the strict one names no tracker.
    FJORDBY_CONTENT_SECURITY_POLICY: expect.stringMatching(/^default-src 'self'; script-src 'self'; /),
    FJORDBY_CONSENT_POLICIES: expect.any(String),
  });
  const consent = JSON.parse(config.env!.FJORDBY_CONSENT_POLICIES!) as Record<string, string>;
  expect(Object.keys(consent)).toEqual(['analytics', 'unscripted', 'chooser', 'memberArea']);
  expect(consent.analytics).toMatch(
    /^default-src 'self'; script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net; /,
  );
  expect(consent.memberArea).toBe('');
  expect(config.pageExtensions).toEqual(['tsx', 'ts']);
  expect(config.turbopack?.resolveAlias).toEqual({
    '@membership': './components/membership/disabled.ts',
    '@membership-film': './components/membership/disabled.ts',
  });
});

test('a site with the membership area gets its pages, its components and the provider base', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'route-data-'));
  try {
    await cp(FIXTURES, dir, { recursive: true });
    const site = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
    site.membership = { enabled: true, partner: 118, apiBase: 'https://medlem.example.no/api' };
    await writeFile(path.join(dir, 'site.json'), JSON.stringify(site));
    const config = await configFor(dir);
    expect(config.env?.FJORDBY_MEMBERSHIP_API).toBe('https://medlem.example.no/api');
    expect(config.env?.FJORDBY_MEMBER_AREA).toBe('/min-side');
    expect((JSON.parse(config.env!.FJORDBY_CONSENT_POLICIES!) as { memberArea: string }).memberArea).toBe('/min-side');
    expect(config.pageExtensions).toEqual(['tsx', 'ts', 'member.tsx']);
    expect(config.turbopack?.resolveAlias).toEqual({
      '@membership': './components/membership/index.ts',
      '@membership-film': './components/membership/film.tsx',
    });
    // A preview of the drafts has no member area.
    vi.stubEnv('FJORDBY_PREVIEW', '1');
    const preview = await configFor(dir);
    expect(preview.env?.FJORDBY_MEMBERSHIP_API).toBe('');
    expect(preview.pageExtensions).toEqual(['tsx', 'ts']);
    // Nor analytics: no policy naming them.
    expect(preview.env?.FJORDBY_CONSENT_POLICIES).toBe('');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('without a readable site.json: no membership area, no events call, no image service', async () => {
  const config = await configFor(path.join(FIXTURES, 'finnes-ikke'));
  expect(config.env).toEqual({
    FJORDBY_MEMBERSHIP_API: '',
    FJORDBY_EVENTS_URL: '',
    FJORDBY_EVENTS_SITE: '',
    FJORDBY_IMAGE_ORIGINS: '',
    FJORDBY_MEMBER_AREA: '',
    FJORDBY_CONTENT_SECURITY_POLICY: '',
    FJORDBY_CONSENT_POLICIES: '',
  });
  expect(config.pageExtensions).toEqual(['tsx', 'ts']);
});
