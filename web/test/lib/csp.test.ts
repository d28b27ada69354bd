// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';

import { consentPolicies, contentSecurityPolicy, policyChooser, unscriptedPolicy } from '@/lib/csp';
import { isMemberPath } from '@/lib/membership/paths';

import { ANALYTICS, loadChooserPage, STRICT } from '../chooser';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('the site’s Content-Security-Policy', () => {
  const fjordby = {
    membership: { enabled: true, partner: 118, apiBase: 'http://127.0.0.1:8750/membership/118' },
    publicEvents: { baseUrl: 'http://127.0.0.1:8750', site: 'site118a' },
    gaTrackingId: 'G-FJORDBY123',
    facebookPixelId: '123456789012345',
    theme: { logo: 'http://127.0.0.1:8750/images/profil/logo.png', logoAlt: null },
  };

  test('a member site of the sample, before consent: no tracker host, pictures from the site and the CMS alone', () => {
    expect(directives(contentSecurityPolicy(fjordby))).toEqual({
      'default-src': "default-src 'self'",
      'script-src': "script-src 'self'",
      'style-src': "style-src 'self' 'unsafe-inline'",
      'img-src': "img-src 'self' http://127.0.0.1:8750",
      'font-src': "font-src 'self'",
      'connect-src': "connect-src 'self' http://127.0.0.1:8750",
      'frame-src': 'frame-src https://www.youtube-nocookie.com',
      'object-src': "object-src 'none'",
      'base-uri': "base-uri 'none'",
      'form-action': "form-action 'self'",
    });
  });

  test('the same site with consent: the hosts of GA4 and the pixel, for scripts, pictures and calls', () => {
    expect(directives(contentSecurityPolicy(fjordby, true))).toEqual({
      'default-src': "default-src 'self'",
      'script-src': "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
      'style-src': "style-src 'self' 'unsafe-inline'",
      'img-src':
        "img-src 'self' http://127.0.0.1:8750 https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com",
      'font-src': "font-src 'self'",
      'connect-src':
        "connect-src 'self' http://127.0.0.1:8750 https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://connect.facebook.net https://www.facebook.com",
      'frame-src': 'frame-src https://www.youtube-nocookie.com',
      'object-src': "object-src 'none'",
      'base-uri': "base-uri 'none'",
      'form-action': "form-action 'self'",
    });
  });

  test('a site with GA4 alone names Google’s hosts only, and a production image service and provider by origin', () => {
    const policy = directives(
      contentSecurityPolicy(
        {
          membership: { enabled: true, partner: 178, apiBase: 'https://medlem.example.no/membership/178' },
          publicEvents: { baseUrl: 'https://cms.example.no', site: 'site178a' },
          gaTrackingId: 'G-NORDVIK178',
          facebookPixelId: null,
          theme: { logo: 'https://images.example.no/nordvik/logo.png', logoAlt: 'https://images.example.no/x.png' },
        },
        true,
      ),
    );
    expect(policy['script-src']).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(policy['img-src']).toBe(
      "img-src 'self' https://images.example.no https://medlem.example.no https://*.google-analytics.com https://www.googletagmanager.com",
    );
  });

  test('a page whose script chooses its policy carries, before that, what consent does not change', () => {
    expect(unscriptedPolicy(contentSecurityPolicy(fjordby), contentSecurityPolicy(fjordby, true))).toBe(
      "style-src 'self' 'unsafe-inline'; font-src 'self'; frame-src https://www.youtube-nocookie.com; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  test('a site with analytics gets the policies to choose from; one without gets none', () => {
    expect(consentPolicies(fjordby, '/min-side')).toEqual({
      analytics: contentSecurityPolicy(fjordby, true),
      unscripted: unscriptedPolicy(contentSecurityPolicy(fjordby), contentSecurityPolicy(fjordby, true)),
      chooser: policyChooser('/min-side'),
      memberArea: '/min-side',
    });
    expect(consentPolicies({ ...fjordby, gaTrackingId: null, facebookPixelId: null }, '/min-side')).toBeNull();
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
    expect(policy['img-src']).toBe("img-src 'self' https://images.example.no");
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

  describe('the chooser, the first script of a page of a site with analytics', () => {
    /** Loads the page at `path` with `stored` consent: the policy its chooser wrote. */
    function choose(path: string, stored: string | null, memberArea = '/min-side') {
      localStorage.clear();
      if (stored) localStorage.setItem('fjordby:cookie-consent', stored);
      return loadChooserPage(path, memberArea);
    }

    test('writes the policy naming the trackers only with a stored «granted», off the member area', () => {
      expect(choose('/kino', null)).toEqual({ policy: STRICT, trackers: false });
      expect(choose('/kino', 'denied')).toEqual({ policy: STRICT, trackers: false });
      expect(choose('/kino', 'granted')).toEqual({ policy: ANALYTICS, trackers: true });
      expect(choose('/min-side', 'granted')).toEqual({ policy: STRICT, trackers: false });
      expect(choose('/min-side/billetter', 'granted')).toEqual({ policy: STRICT, trackers: false });
      expect(choose('/min-sidene', 'granted')).toEqual({ policy: ANALYTICS, trackers: true });
      // A site without a member area has no member page.
      expect(choose('/min-side', 'granted', '')).toEqual({ policy: ANALYTICS, trackers: true });
    });

    test('judges an address as the hosts do: an escape or a doubled slash is still the member area', () => {
      const member = ['/min%2Dside', '/min%2dside', '/min-side/', '/.//min-side', '/min%2Dside/billetter'];
      for (const path of member)
        expect({ path, ...choose(path, 'granted') }).toEqual({ path, policy: STRICT, trackers: false });
      // Hosts decode once and tell capitals apart: these are the not-found page, which may have the trackers.
      for (const path of ['/MIN-SIDE', '/min%252Dside', '/min-side%'])
        expect({ path, ...choose(path, 'granted') }).toEqual({ path, policy: ANALYTICS, trackers: true });
    });

    test('tells the member area as the app does (lib/membership/paths.ts), address by address', () => {
      const paths = [
        '/',
        '/kino',
        '/min-side',
        '/min%2Dside',
        '/MIN-SIDE',
        '/min%252Dside',
        '/min-sidene',
        '/.//min-side/x',
      ];
      const byChooser = paths.map((path) => !choose(path, 'granted').trackers);
      window.history.replaceState(null, '', '/');
      expect(byChooser).toEqual(paths.map((path) => isMemberPath(new URL(path, location.href).pathname)));
      expect(byChooser).toEqual([false, false, true, true, false, false, false, true]);
    });

    test('marks an address whose page a «Godta» would give the trackers, whatever the consent now', () => {
      const marked = (path: string, stored: string | null) => {
        choose(path, stored);
        return 'trackersWithConsent' in document.documentElement.dataset;
      };
      expect([marked('/kino', null), marked('/kino', 'denied'), marked('/kino', 'granted')]).toEqual([
        true,
        true,
        true,
      ]);
      expect([marked('/min-side', null), marked('/min%2Dside', 'granted')]).toEqual([false, false]);
    });

    test('before it allows the trackers, deletes the member’s token from this tab and the old site’s session', () => {
      const keep = (stored: string | null, path = '/kino') => {
        localStorage.clear();
        sessionStorage.clear();
        if (stored) localStorage.setItem('fjordby:cookie-consent', stored);
        localStorage.setItem('fjordby:member', '{"name":"Kari","id":"s1"}');
        localStorage.setItem('cw-profile', '{"userName":"Kari","token":"gammel"}');
        sessionStorage.setItem('fjordby:member-token', '{"id":"s1","token":"hemmelig"}');
        loadChooserPage(path);
        return [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort();
      };
      expect(keep('granted')).toEqual(['fjordby:cookie-consent', 'fjordby:member']);
      const all = ['cw-profile', 'fjordby:cookie-consent', 'fjordby:member', 'fjordby:member-token'];
      expect(keep('denied')).toEqual(all);
      expect(keep('granted', '/min-side/logg-inn')).toEqual(all);
    });

    test('writes the strict policy when storage cannot be read', () => {
      const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('refused', 'SecurityError');
      });
      try {
        expect(choose('/kino', null)).toEqual({ policy: STRICT, trackers: false });
      } finally {
        getItem.mockRestore();
      }
    });
  });
});
