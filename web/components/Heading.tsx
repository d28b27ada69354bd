import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The level below `level`, for headings inside a section that has its own. */
export function subLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

interface HeadingProps {
  level: HeadingLevel;
  children: ReactNode;
  id?: string;
  className?: string;
}

export function Heading({ level, children, id, className }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
