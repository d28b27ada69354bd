'use client';

import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

import { useOpenOnPage } from '@/lib/open-on-page';

interface MenuDisclosureProps {
  label: string;
  /** The submenu, rendered on the server */
  children: ReactNode;
}

/**
 * A menu item with children: a button that shows and hides its submenu. Escape closes it and returns focus to the
 * button; so does moving focus out of it, so a closed-looking menu never holds the focus, and following a link in it.
 */
export function MenuDisclosure({ label, children }: MenuDisclosureProps) {
  const [open, setOpen] = useOpenOnPage();
  const submenuId = useId();
  const button = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      // This Escape closes the submenu only, not the mobile menu panel around it.
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <div className="menu-disclosure" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="menu-disclosure__button"
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div id={submenuId} className="menu-disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
