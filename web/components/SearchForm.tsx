import type { ChangeEvent, FormEvent } from 'react';

import { SearchIcon } from './icons';

interface SearchFormProps {
  /** Where the query goes: the theme's search submitPath */
  action: string;
  /** Unique on the page: the header and the not-found page each have a form */
  id: string;
  /** The name of the search landmark, which tells the two forms apart */
  name: string;
  className?: string;
  /** A hint in the empty field; the label still names it */
  placeholder?: string;
  /** A live form (the search page's own, in the browser) controls its field and its submit */
  value?: string;
  onValueChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor is about to type */
  onFieldFocus?: () => void;
}

/** A plain GET form: the search page reads `q` from its URL. */
export function SearchForm({
  action,
  id,
  name,
  className,
  placeholder,
  value,
  onValueChange,
  onSubmit,
  onFieldFocus,
}: SearchFormProps) {
  const controlled = onValueChange
    ? { value: value ?? '', onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value) }
    : {};
  return (
    <form
      role="search"
      aria-label={name}
      action={action}
      method="get"
      className={className ? `search-form ${className}` : 'search-form'}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        Søk
      </label>
      <input
        id={id}
        type="search"
        name="q"
        autoComplete="off"
        placeholder={placeholder}
        onFocus={onFieldFocus}
        {...controlled}
      />
      <button type="submit">
        <SearchIcon /> Søk
      </button>
    </form>
  );
}
