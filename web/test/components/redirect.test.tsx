import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { RedirectOnNavigate } from '@/components/RedirectOnNavigate';

// A unit test of the one component: Next's router is replaced by these two, and the browser's location by a spy.
const navigation = vi.hoisted(() => ({ pathname: '/', replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace }),
}));

const table = { '/billetter': '/kino', '/nettbutikk': 'https://billett.example.no/fjordbykulturhus' };
const locationReplace = vi.fn();

beforeEach(() => {
  navigation.replace.mockReset();
  locationReplace.mockReset();
  vi.stubGlobal('location', { ...window.location, replace: locationReplace });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a path of the table is replaced by its target in the client', () => {
  navigation.pathname = '/billetter';
  render(<RedirectOnNavigate table={table} />);
  expect(navigation.replace.mock.calls).toEqual([['/kino']]);
  expect(locationReplace).not.toHaveBeenCalled();
});

test('an external target is loaded in place of the page', () => {
  navigation.pathname = '/nettbutikk';
  render(<RedirectOnNavigate table={table} />);
  expect(locationReplace.mock.calls).toEqual([['https://billett.example.no/fjordbykulturhus']]);
  expect(navigation.replace).not.toHaveBeenCalled();
});

test('after a client navigation too, and any other path stays', () => {
  navigation.pathname = '/kino';
  const { rerender } = render(<RedirectOnNavigate table={table} />);
  expect(navigation.replace).not.toHaveBeenCalled();
  navigation.pathname = '/billetter';
  rerender(<RedirectOnNavigate table={table} />);
  expect(navigation.replace.mock.calls).toEqual([['/kino']]);
  navigation.pathname = '/toString';
  rerender(<RedirectOnNavigate table={table} />);
  expect(navigation.replace.mock.calls).toEqual([['/kino']]);
});
