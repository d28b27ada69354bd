'use client';

import { useState, useSyncExternalStore } from 'react';

import { isOnPage, readQuery, serverQuery, subscribeQuery, writeQuery } from '@/lib/query-url';

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
 * writes it back, which the results follow; elsewhere (and without JavaScript) it is a plain GET form.
 */
export function LiveSearchForm(props: LiveSearchFormProps) {
  const urlQuery = useSyncExternalStore(subscribeQuery, readQuery, serverQuery);
  const [typedElsewhere, setTypedElsewhere] = useState<string | null>(null);
  return (
    <SearchForm
      {...props}
      value={typedElsewhere ?? urlQuery}
      onValueChange={(value) => (isOnPage(props.action) ? writeQuery(value) : setTypedElsewhere(value))}
      onSubmit={(event) => {
        // The results are already there: a reload would only lose the focus.
        if (isOnPage(props.action)) event.preventDefault();
      }}
    />
  );
}
