import type { ReactNode } from 'react';

/** What a link that opens a new tab says of it to a screen reader. */
export const NEW_TAB = '(åpnes i ny fane)';

interface AppLinkProps {
  href: string;
  children: ReactNode;
  /** Opens in a new tab, says so to screen readers, and gives the new page no access to this one. */
  newTab?: boolean;
  /**
   * Whether the link says itself that it opens a new tab: false when `children` end with that said already, in one
   * hidden text with the rest of what only a screen reader hears (a showtime's), rather than one element for each.
   */
  saysNewTab?: boolean;
  className?: string;
  /** The page the visitor is on: `aria-current="page"` */
  current?: boolean;
  /** `data-` attributes, e.g. what analytics reads from a ticket link */
  data?: Record<`data-${string}`, string>;
}

/**
 * A link to a URL that passed the pipeline's URL policy. A page of the site is followed in the client (ClientLinks,
 * in the root layout, takes the click over); anything else (http(s), mailto:, tel:, #anchor) the browser follows.
 */
export function AppLink({
  href,
  children,
  newTab = false,
  saysNewTab = true,
  className,
  current = false,
  data,
}: AppLinkProps) {
  const attributes = {
    ...data,
    ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...(current ? { 'aria-current': 'page' as const } : {}),
  };
  const content =
    newTab && saysNewTab ? (
      <>
        {children} <span className="visually-hidden">{NEW_TAB}</span>
      </>
    ) : (
      children
    );
  return (
    <a href={href} className={className} {...attributes}>
      {content}
    </a>
  );
}
