import { expect, test, vi } from 'vitest';

import { createStore } from '@/lib/store';

type Action = { type: 'add'; amount: number } | { type: 'reset' };

const counter = (state: number, action: Action): number => (action.type === 'add' ? state + action.amount : 0);

test('starts from its initial state and each action goes through the reducer', () => {
  const store = createStore(counter, 10);
  expect(store.getState()).toBe(10);
  store.dispatch({ type: 'add', amount: 5 });
  store.dispatch({ type: 'add', amount: -2 });
  expect(store.getState()).toBe(13);
  store.dispatch({ type: 'reset' });
  expect(store.getState()).toBe(0);
});

test('every listener hears every action, once, after the state changed', () => {
  const store = createStore(counter, 0);
  const seen: number[] = [];
  const first = vi.fn(() => seen.push(store.getState()));
  const second = vi.fn();
  store.subscribe(first);
  store.subscribe(second);
  store.dispatch({ type: 'add', amount: 1 });
  store.dispatch({ type: 'add', amount: 2 });
  expect(seen).toEqual([1, 3]);
  expect(second).toHaveBeenCalledTimes(2);
});

test('an unsubscribed listener hears nothing more; the others still do', () => {
  const store = createStore(counter, 0);
  const leaving = vi.fn();
  const staying = vi.fn();
  const unsubscribe = store.subscribe(leaving);
  store.subscribe(staying);
  store.dispatch({ type: 'add', amount: 1 });
  unsubscribe();
  store.dispatch({ type: 'add', amount: 1 });
  expect(leaving).toHaveBeenCalledTimes(1);
  expect(staying).toHaveBeenCalledTimes(2);
});

test('two stores share nothing', () => {
  const one = createStore(counter, 0);
  const other = createStore(counter, 0);
  const listener = vi.fn();
  other.subscribe(listener);
  one.dispatch({ type: 'add', amount: 7 });
  expect([one.getState(), other.getState()]).toEqual([7, 0]);
  expect(listener).not.toHaveBeenCalled();
});
