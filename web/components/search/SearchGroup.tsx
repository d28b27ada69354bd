import type { ReactNode } from 'react';

import { Heading, type HeadingLevel } from '../Heading';

/** One kind's group in a list of the site's contents (films, events, articles, pages): a section under its heading. */
export function SearchGroup({
  id,
  heading,
  headingLevel,
  children,
}: {
  id: string;
  heading: string;
  headingLevel: HeadingLevel;
  children: ReactNode;
}) {
  return (
    <section className="search-results__group" aria-labelledby={id}>
      <Heading level={headingLevel} id={id}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
