import { AppLink } from '../AppLink';
import type { BlockProps } from './types';

/** Editor text (sanitised HTML from the pipeline) and a list of links. */
export function ContentBlock({ block }: BlockProps) {
  const { content, links } = block.data;
  if (!content && !links?.length) return null;
  return (
    <div className="block-content">
      {/* Sanitised by the pipeline (nh3, URL policy): safe to insert as markup. */}
      {content ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: content }} /> : null}
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
