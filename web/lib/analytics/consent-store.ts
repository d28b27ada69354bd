/** The visitor's stored cookie choice, as a store the browser's components read (the banner, and what waits for it). */
import { useSyncExternalStore } from 'react';

import { CONSENT_KEY, parseConsent, type Consent } from './consent';

/** The choice when localStorage refuses to keep it. */
let memory: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function snapshot(): string {
  try {
    return localStorage.getItem(CONSENT_KEY) ?? memory ?? '';
  } catch {
    return memory ?? '';
  }
}

/** Keeps the visitor's choice, and tells every component that reads it. */
export function saveConsent(choice: 'granted' | 'denied') {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Without storage the choice holds until the page is left.
    memory = choice;
  }
  listeners.forEach((listener) => listener());
}

/**
 * The stored choice, and whether the page is hydrated: while React renders the HTML, which is the same for everyone,
 * there is no choice to read.
 */
export function useConsent(): { consent: Consent; hydrated: boolean } {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  return { consent: parseConsent(stored), hydrated: stored !== null };
}
