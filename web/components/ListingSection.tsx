import type { ReactNode } from 'react';

import { showsTitle } from '@/lib/grid';

import { Heading, subLevel, type HeadingLevel } from './Heading';

interface ListingSectionProps {
  /** Unique on the page (the block's id) */
  id: string;
  className: string;
  title: string | null | undefined;
  headingLevel: HeadingLevel;
  /** The page's <h1>: a title that only repeats it is not shown again */
  pageHeading?: string;
  /** What the section lists, given the level its headings take */
  children: (level: HeadingLevel) => ReactNode;
}

/**
 * A listing's section under its title, if it has one. A title that only repeats the page's <h1> names the section
 * for screen readers without showing it again. The listing's own headings sit one level under the title, or in its
 * place when none shows, so the outline skips no level.
 */
export function ListingSection({ id, className, title, headingLevel, pageHeading, children }: ListingSectionProps) {
  const shown = title && showsTitle(title, headingLevel, pageHeading) ? title : null;
  const headingId = `${id}-heading`;
  return (
    <section
      className={className}
      aria-labelledby={shown ? headingId : undefined}
      aria-label={shown ? undefined : (title ?? undefined)}
    >
      {shown ? (
        <Heading level={headingLevel} id={headingId}>
          {shown}
        </Heading>
      ) : null}
      {children(shown ? subLevel(headingLevel) : headingLevel)}
    </section>
  );
}
