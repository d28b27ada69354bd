'use client';

import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { osloDayKey } from '@/lib/dates';
import type { Search } from '@/lib/search';
import { kindLabel } from '@/lib/search/kinds';
import { loadSearch } from '@/lib/search/load';

import { SearchForm } from './SearchForm';

/** The first hits a visitor is offered: as many as fit under the field on a phone with the menu open. */
const SUGGESTIONS = 6;
/** One letter finds next to nothing (a word is found by its start from two letters on, lib/search). */
const SUGGEST_FROM = 2;

interface SearchComboboxProps {
  /** Where the query goes: the theme's search submitPath */
  action: string;
  id: string;
  /** The name of the search landmark */
  name: string;
  className?: string;
  placeholder?: string;
}

/**
 * The header's search form as a combobox (the WAI-ARIA pattern with a listbox, chosen by hand): as the visitor types,
 * the first hits show under the field, each a link to its page with its kind, and a live region says how many. The
 * arrow keys move through them, Enter opens the one chosen or, with none chosen, submits the query to the search page,
 * and Escape closes the list, then empties the field. The search loads when the field gets the focus, never with the
 * page; without JavaScript the form is a plain GET to the search page.
 */
export function SearchCombobox({ placeholder, ...form }: SearchComboboxProps) {
  const listId = useId();
  const [search, setSearch] = useState<Search | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLDivElement>(null);

  const words = query.trim();
  const suggestions = useMemo(
    () =>
      search && words.length >= SUGGEST_FROM
        ? search.find(words, osloDayKey(new Date().toISOString())).slice(0, SUGGESTIONS)
        : [],
    [search, words],
  );
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const status =
    open && search && words.length >= SUGGEST_FROM
      ? suggestions.length > 0
        ? `${suggestions.length} forslag`
        : 'Ingen forslag'
      : '';

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    const from = expanded ? active : -1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        // Round and round, as the pattern has it: past the last comes the first, before the first the last.
        setActive(event.key === 'ArrowDown' ? (from + 1) % count : from <= 0 ? count - 1 : from - 1);
        return;
      case 'Enter':
        // With none chosen the form submits the query, as it does without JavaScript.
        if (from < 0) return;
        event.preventDefault();
        document.getElementById(optionId(from))?.click();
        return;
      case 'Escape':
        if (expanded) close();
        else if (query) setQuery('');
        else return;
        // Not the browser's own clearing of a search field, nor the mobile menu's closing: one step at a time.
        event.preventDefault();
        event.stopPropagation();
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the field: the visitor is back at the text, not at a suggestion.
        setActive(-1);
    }
  }

  function onBlur(event: FocusEvent<HTMLInputElement>) {
    // A suggestion that takes the focus as it is pressed is being followed: its click closes the list.
    if (!list.current?.contains(event.relatedTarget)) close();
  }

  return (
    <SearchForm
      {...form}
      placeholder={placeholder}
      className={form.className ? `search-form--suggest ${form.className}` : 'search-form--suggest'}
      field={{
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        value: query,
        onChange: (event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        },
        onFocus: () => {
          setOpen(true);
          // A search that fails to load leaves the plain form; the next focus tries again.
          loadSearch().then(setSearch, () => {});
        },
        onKeyDown,
        onBlur,
      }}
    >
      {/* The field keeps the focus while a suggestion is pressed, so the list stays until the link is followed. */}
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-label="Forslag"
        className="search-suggestions"
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {suggestions.map((hit, index) => (
          // The option is the link itself: a link inside an option would be a control within a control.
          <a
            key={hit.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            href={hit.url}
            tabIndex={-1}
            className="search-suggestions__option"
            onClick={() => {
              close();
              setQuery('');
            }}
          >
            <span className="search-suggestions__title">{hit.title}</span>
            <span className="search-suggestions__kind">{kindLabel(hit.kind)}</span>
          </a>
        ))}
      </div>
      <div aria-live="polite" aria-atomic="true" className="visually-hidden">
        {status}
      </div>
    </SearchForm>
  );
}
