import { Heading } from '../Heading';
import type { BlockProps } from './types';

/** A kind of block the site does not show yet: its title, if it has one, so the page keeps its outline. */
export function FallbackBlock({ block, headingLevel }: BlockProps) {
  const { title } = block.data;
  return title ? (
    <section className={`block-fallback block-${block.kind}`}>
      <Heading level={headingLevel}>{title}</Heading>
    </section>
  ) : null;
}
