import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from 'vitest';

import { ClientLinks } from '@/components/ClientLinks';
import { NavigationStatus } from '@/components/NavigationStatus';
import { PageBody } from '@/components/PageBody';

vi.mock('next/navigation', () => ({
  usePathname: () => '/kino',
  useRouter: () => ({ prefetch: () => undefined, push: () => undefined }),
}));

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  sessionStorage.clear();
});

/** A `<script>` of `src` in the page that fails to load, as the browser reports it: an error event that does not bubble. */
function failingScript(src: string): void {
  const script = document.createElement('script');
  script.setAttribute('src', src);
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
}

test('a bundle of the app that fails to load writes «bundle loading error» to the console', () => {
  render(<NavigationStatus />);
  failingScript('/_next/static/chunks/a1b2.js');
  expect(consoleError.mock.calls).toEqual([
    ['bundle loading error', 'http://localhost:3000/_next/static/chunks/a1b2.js'],
  ]);
});

test('a chunk the app fails to load (ChunkLoadError) does too', () => {
  render(<NavigationStatus />);
  const reason = new Error('Loading chunk 123 failed.');
  reason.name = 'ChunkLoadError';
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  expect(consoleError.mock.calls).toEqual([['bundle loading error', 'Loading chunk 123 failed.']]);
});

test('another host’s script that fails is not the app’s bundle: nothing is written', () => {
  render(<NavigationStatus />);
  failingScript('https://www.googletagmanager.com/gtag/js?id=G-FJORDBY123');
  expect(consoleError).not.toHaveBeenCalled();
});

test('a navigation that waits shows the bar after 300 ms, and the new page loading in place of the old after 750', () => {
  vi.useFakeTimers();
  try {
    render(
      <>
        <ClientLinks analytics={false} />
        <NavigationStatus />
        <main>
          <PageBody>
            <h1>Kino</h1>
            {/* A link as the export's HTML has it (a plain <a> in JSX is refused by ESLint's rule for page links). */}
            <p dangerouslySetInnerHTML={{ __html: '<a href="/om-oss">Om oss</a>' }} />
          </PageBody>
        </main>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Om oss' }));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Laster siden' })).toBeTruthy();
    expect(screen.queryByText('Laster siden …')).toBeNull();
    act(() => vi.advanceTimersByTime(450));
    expect(screen.getByRole('main').querySelector('[role="status"]')?.textContent).toBe('Laster siden …');
    // Unseen and inert (globals.css: visibility), but in its place, for the new page to be rendered into.
    const body = document.querySelector('h1')?.closest('.page-body');
    expect([body?.hasAttribute('data-waiting'), body?.hasAttribute('inert')]).toEqual([true, true]);
  } finally {
    vi.useRealTimers();
  }
});
