import type { ReactNode } from 'react';

interface AppLinkProps {
  href: string;
  children: ReactNode;
  /** Opens in a new tab, says so to screen readers, and gives the new page no access to this one. */
  newTab?: boolean;
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
export function AppLink({ href, children, newTab = false, className, current = false, data }: AppLinkProps) {
  const attributes = {
    ...data,
    ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...(current ? { 'aria-current': 'page' as const } : {}),
  };
  const content = newTab ? (
    <>
      {children} <span className="visually-hidden">(åpnes i ny fane)</span>
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
