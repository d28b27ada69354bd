import type { ComponentProps, FormEvent, ReactNode } from 'react';

import { SearchIcon } from '../icons';

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
  /** What a form in the browser adds to its field: its value and handlers, a combobox's role and states */
  field?: Omit<ComponentProps<'input'>, 'id' | 'type' | 'name' | 'placeholder'>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** After the button: a combobox's suggestions */
  children?: ReactNode;
}

/** A plain GET form: the search page reads `q` from its URL. */
export function SearchForm({ action, id, name, className, placeholder, field, onSubmit, children }: SearchFormProps) {
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
      <input autoComplete="off" {...field} id={id} type="search" name="q" placeholder={placeholder} />
      <button type="submit">
        <SearchIcon /> Søk
      </button>
      {children}
    </form>
  );
}
