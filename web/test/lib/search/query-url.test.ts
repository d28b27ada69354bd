// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { isOnPage, useQuery, writeQuery } from '@/lib/search/query-url';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the search query in the URL', () => {
  test('is read from ?q=, and is empty without it', () => {
    window.history.replaceState(null, '', '/sok?q=kj%C3%B8p+billett&side=2');
    expect(renderHook(() => useQuery()).result.current).toBe('kjøp billett');
    window.history.replaceState(null, '', '/sok?side=2');
    expect(renderHook(() => useQuery()).result.current).toBe('');
  });

  test('is written back in place, keeping the other parameters and adding no history entry', () => {
    window.history.replaceState(null, '', '/sok?side=2#treff');
    const entries = window.history.length;
    writeQuery('Flåklypa');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/sok?side=2&q=Fl%C3%A5klypa#treff',
    );
    writeQuery('');
    expect(window.location.search).toBe('?side=2');
    expect(window.history.length).toBe(entries);
  });

  test('is read again when it is written and when the visitor goes back or forth', () => {
    window.history.replaceState(null, '', '/sok');
    const { result, unmount } = renderHook(() => useQuery());
    act(() => writeQuery('jazz'));
    expect(result.current).toBe('jazz');
    act(() => {
      window.history.replaceState(null, '', '/sok?q=konsert');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toBe('konsert');
    unmount();
  });
});

describe('the page a search form submits to', () => {
  test('is this one by its path, with or without .html', () => {
    window.history.replaceState(null, '', '/sok?q=jazz');
    expect(isOnPage('/sok')).toBe(true);
    window.history.replaceState(null, '', '/sok.html');
    expect(isOnPage('/sok')).toBe(true);
    window.history.replaceState(null, '', '/kino');
    expect(isOnPage('/sok')).toBe(false);
  });
});
