import { AppLink } from '@/components/AppLink';
import { RichText } from '@/components/RichText';

import type { BlockDefinition, BlockProps } from '../types';

/** Editor text (sanitised HTML from the pipeline) and a list of links. */
export function ContentBlock({ block }: BlockProps<'content'>) {
  const { content, links } = block.data;
  if (!content && !links?.length) return null;
  return (
    <div className="block-content">
      {content ? <RichText html={content} /> : null}
      {links?.length ? (
        <ul className="link-list">
          {links.map((link) => (
            <li key={`${link.url} ${link.title}`}>
              <AppLink href={link.url}>{link.title}</AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const definition: BlockDefinition<'content'> = {
  component: ContentBlock,
  empty: { content: null, links: [] },
  titled: false,
};
