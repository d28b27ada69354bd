import { describe, expect, test } from 'vitest';

import { contentSecurityPolicy } from '@/lib/csp';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('the site’s Content-Security-Policy', () => {
  test('a member site of the sample: the provider, the events origin, the analytics it has ids for', () => {
    const policy = directives(
      contentSecurityPolicy({
        membership: { enabled: true, partner: 118, apiBase: 'http://127.0.0.1:8750/membership/118' },
        publicEvents: { baseUrl: 'http://127.0.0.1:8750', site: 'site118a' },
        gaTrackingId: 'G-FJORDBY123',
        facebookPixelId: '123456789012345',
        theme: { logo: 'http://127.0.0.1:8750/images/profil/logo.png', logoAlt: null },
      }),
    );
    expect(policy).toEqual({
      'default-src': "default-src 'self'",
      'script-src': "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
      'style-src': "style-src 'self' 'unsafe-inline'",
      'img-src': "img-src 'self' data: https: http://127.0.0.1:8750",
      'font-src': "font-src 'self'",
      'connect-src':
        "connect-src 'self' http://127.0.0.1:8750 https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://connect.facebook.net https://www.facebook.com",
      'frame-src': 'frame-src https://www.youtube-nocookie.com',
      'object-src': "object-src 'none'",
      'base-uri': "base-uri 'none'",
      'form-action': "form-action 'self'",
    });
  });

  test('a site without membership or analytics calls only itself, its events origin and the image service', () => {
    const policy = directives(
      contentSecurityPolicy({
        membership: { enabled: false, partner: null, apiBase: null },
        publicEvents: { baseUrl: 'https://events.example.no', site: 'site1a' },
        gaTrackingId: null,
        facebookPixelId: null,
        theme: { logo: 'https://images.example.no/logo.png', logoAlt: 'javascript:alert(1)' },
      }),
    );
    expect(policy['script-src']).toBe("script-src 'self'");
    // The service worker fetches pictures to keep them offline: under connect-src, as every fetch of a worker is.
    expect(policy['connect-src']).toBe("connect-src 'self' https://events.example.no https://images.example.no");
    expect(policy['img-src']).toBe("img-src 'self' data: https:");
  });

  test('a provider on its own origin is named beside the events origin', () => {
    const policy = directives(
      contentSecurityPolicy({
        membership: { enabled: true, partner: 178, apiBase: 'https://medlem.example.no/membership/178' },
        publicEvents: { baseUrl: 'https://cms.example.no', site: 'site178a' },
        gaTrackingId: null,
        facebookPixelId: null,
        theme: { logo: null, logoAlt: null },
      }),
    );
    expect(policy['connect-src']).toBe("connect-src 'self' https://medlem.example.no https://cms.example.no");
  });
});
