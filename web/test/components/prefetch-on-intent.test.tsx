import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';

import { PrefetchOnIntent } from '@/components/PrefetchOnIntent';

const router = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

test('a page of the site is prefetched once when a pointer, a finger or the focus reaches its link, and only then', () => {
  // The links as the export's HTML has them: the listener sees anchors, whichever component rendered them.
  const links = [
    '<a href="/kino"><span>Kino</span></a>',
    '<a href="/kulturprogram">Kulturprogram</a>',
    '<a href="/article/apningstider-i-jula">Åpningstider i jula</a>',
    '<a href="https://billett.example.no/fjordbykulturhus/1234">Kjøp billett</a>',
    '<a href="/jazz" target="_blank">Jazzfestivalen</a>',
    '<a href="//cdn.example.no/x">Et annet nettsted</a>',
  ];
  render(
    <>
      <PrefetchOnIntent />
      <div dangerouslySetInnerHTML={{ __html: links.join('') }} />
    </>,
  );
  expect(router.prefetch).not.toHaveBeenCalled();

  fireEvent.pointerOver(screen.getByText('Kino'));
  fireEvent.pointerOver(screen.getByText('Kino'));
  fireEvent.touchStart(screen.getByText('Kulturprogram'));
  fireEvent.focusIn(screen.getByText('Åpningstider i jula'));
  for (const text of ['Kjøp billett', 'Jazzfestivalen', 'Et annet nettsted'])
    fireEvent.pointerOver(screen.getByText(text));

  expect(router.prefetch.mock.calls).toEqual([['/kino'], ['/kulturprogram'], ['/article/apningstider-i-jula']]);
});
