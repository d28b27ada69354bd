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
}

/** A plain GET form: the search page reads `q` from its URL. */
export function SearchForm({ action, id, name, className, placeholder }: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={name}
      action={action}
      method="get"
      className={className ? `search-form ${className}` : 'search-form'}
    >
      <label htmlFor={id} className="visually-hidden">
        Søk
      </label>
      <input id={id} type="search" name="q" autoComplete="off" placeholder={placeholder} />
      <button type="submit">Søk</button>
    </form>
  );
}
