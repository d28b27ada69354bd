import { defineConfig } from '@playwright/test';

import {
  e2ePort,
  noBindingsPort,
  noBindingsSiteDir,
  otherPartnerPort,
  otherPartnerSiteDir,
  previewPort,
  previewSiteDir,
  siteDir,
} from './e2e/site';

// Debian's Chromium, never a downloaded one; without the background-networking flags it keeps calling hosts
// this machine cannot reach.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../var/e2e/results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    browserName: 'chromium',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    // The service worker would answer from its cache, out of reach of `page.route`; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'sample', testIgnore: ['other-partner.spec.ts', 'no-bindings.spec.ts', 'preview.spec.ts'] },
    {
      name: 'other-partner',
      testMatch: 'other-partner.spec.ts',
      use: { baseURL: `http://127.0.0.1:${otherPartnerPort}` },
    },
    {
      name: 'no-bindings',
      testMatch: 'no-bindings.spec.ts',
      use: { baseURL: `http://127.0.0.1:${noBindingsPort}` },
    },
    {
      name: 'preview',
      testMatch: 'preview.spec.ts',
      use: { baseURL: `http://127.0.0.1:${previewPort}` },
    },
  ],
  // The exports on the local preview server, which answers as the production hosts do: 404.html, /x → x.html, the
  // security headers and each page's policy.
  webServer: (
    [
      [siteDir, e2ePort, ''],
      [otherPartnerSiteDir, otherPartnerPort, ''],
      [noBindingsSiteDir, noBindingsPort, ''],
      // The preview answers as its hosts do: noindex on every answer.
      [previewSiteDir, previewPort, ' --drafts'],
    ] as const
  ).map(([folder, port, options]) => ({
    command: `.venv/bin/python -m sitectl.serve "${folder}" --port ${port} --quiet${options}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
});
