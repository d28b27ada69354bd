// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';

import { isOnPage, readQuery, serverQuery, subscribeQuery, writeQuery } from '@/lib/search/query-url';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the search query in the URL', () => {
  test('is read from ?q=, and is empty without it', () => {
    window.history.replaceState(null, '', '/sok?q=kj%C3%B8p+billett&side=2');
    expect(readQuery()).toBe('kjøp billett');
    window.history.replaceState(null, '', '/sok?side=2');
    expect(readQuery()).toBe('');
  });

  test('is empty in the static HTML, which knows no query', () => {
    expect(serverQuery()).toBe('');
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

  test('tells its subscribers when it is written and when the visitor goes back or forth', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeQuery(listener);
    writeQuery('jazz');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeQuery('konsert');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
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
