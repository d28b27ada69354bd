'use client';

import { useEffect, useRef, useState } from 'react';

import { loadSearch } from '@/lib/search/load';
import { isOnPage, useQuery, writeQuery } from '@/lib/search/query-url';

import { SearchForm } from './SearchForm';

interface LiveSearchFormProps {
  action: string;
  id: string;
  name: string;
  className?: string;
  placeholder?: string;
}

/**
 * The search page's own form. On the page it submits to, the field shows the URL's `?q=` and every keystroke
 * writes it back, which the results follow, and the search loads as soon as the field has the focus, so that it is
 * ready for the first letter; elsewhere (and without JavaScript) it is a plain GET form.
 */
export function LiveSearchForm(props: LiveSearchFormProps) {
  const urlQuery = useQuery();
  const [typedElsewhere, setTypedElsewhere] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Words typed before the page had hydrated are in the field, where React leaves them without an onChange: they are
  // searched for now, as if typed after.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && isOnPage(props.action) && typed !== new URLSearchParams(window.location.search).get('q')) {
      writeQuery(typed);
    }
  }, [props.action]);
  return (
    <SearchForm
      {...props}
      field={{
        ref: input,
        value: typedElsewhere ?? urlQuery,
        onChange: (event) =>
          isOnPage(props.action) ? writeQuery(event.target.value) : setTypedElsewhere(event.target.value),
        onFocus: () => {
          // A failed load is the results' to report, once there is a query to search for (they try again).
          if (isOnPage(props.action)) loadSearch().catch(() => {});
        },
      }}
      onSubmit={(event) => {
        // The results are already there: a reload would only lose the focus.
        if (isOnPage(props.action)) event.preventDefault();
      }}
    />
  );
}
