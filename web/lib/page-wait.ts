/**
 * Whether a navigation has waited for its page longer than the spec allows («navigation proceeds anyway after
 * 1000 ms»): then the page's body gives way to «Laster siden …» until the page comes. Shared by the component that
 * watches navigations (NavigationStatus) and the page's body (PageBody).
 */
import { createStore } from './store';

// How long a navigation keeps the old page: within the spec's 1000 ms with a quarter second to spare for a busy phone.
export const PAGE_WAIT_MS = 750;

export const pageWait = createStore<boolean, boolean>((_, waiting) => waiting, false);
