import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { PreviewBanner } from '@/components/PreviewBanner';
import { draftTime, isPreview } from '@/lib/preview';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

test('a preview says so, then the time of its drafts from its file, in Oslo time', async () => {
  const fetched = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ draftAt: '2026-11-29T08:21:05+00:00' }))));
  vi.stubGlobal('fetch', fetched);
  render(<PreviewBanner />);
  const banner = screen.getByRole('region', { name: 'Forhåndsvisning' });
  expect(banner.textContent).toContain('Forhåndsvisning – ikke publisert');
  expect(await screen.findByText('Utkastet slik det var 29. november 2026 kl. 09:21.', { exact: false })).toBeTruthy();
  expect(fetched).toHaveBeenCalledWith('/preview.json', { cache: 'no-store' });
});

test('without its file the banner still says it is a preview', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
  );
  render(<PreviewBanner />);
  expect(screen.getByRole('region', { name: 'Forhåndsvisning' }).textContent).toBe('Forhåndsvisning – ikke publisert');
});

test('the draft time is a time or nothing; only FJORDBY_PREVIEW=1 makes a preview', () => {
  expect(draftTime({ draftAt: '2026-11-29T08:21:05+00:00' })).toBe('2026-11-29T08:21:05+00:00');
  expect(draftTime({ draftAt: 'i går' })).toBeNull();
  expect(draftTime(null)).toBeNull();
  expect(isPreview()).toBe(false);
  vi.stubEnv('FJORDBY_PREVIEW', '1');
  expect(isPreview()).toBe(true);
});
