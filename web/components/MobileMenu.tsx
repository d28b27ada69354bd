'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { useOpenOnPage } from '@/lib/open-on-page';

import { CloseIcon, HamburgerIcon } from './icons';

/**
 * On small screens the header's menu and search sit behind «Meny»: a disclosure button over the panel, which has
 * «Lukk meny» inside; Escape closes it and returns the focus to «Meny». From 1024 px, and without JavaScript
 * (`scripting: none` in the CSS), the panel is always shown and both buttons are hidden. It closes when a link in it
 * is followed.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useOpenOnPage();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) close();
  }

  return (
    <div className="mobile-menu" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <HamburgerIcon />
        Meny
      </button>
      <div id={panelId} className="mobile-menu__panel" data-open={open ? 'true' : 'false'}>
        <button type="button" className="mobile-menu__close" onClick={close}>
          <CloseIcon />
          <span className="visually-hidden">Lukk meny</span>
        </button>
        {children}
      </div>
    </div>
  );
}
