import { formatInstantDate } from '@/lib/format';

import { Heading } from '../Heading';
import { RichText } from '../RichText';
import type { BlockProps } from './types';

/**
 * The route's full article: title, author, date and content. The block's own `article` is only the card; the
 * content is on the route. The cover above usually carries the page's heading, so this title is the level given.
 */
export function ArticleBlock({ block, headingLevel, route }: BlockProps) {
  const article = route?.article;
  if (!article) return null;
  const headingId = `${block.id}-heading`;
  return (
    <article className="block-article" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {article.title}
      </Heading>
      <p className="block-article__byline">
        {article.author ? <span>Av {article.author}</span> : null}
        {article.author ? ' · ' : null}
        <time dateTime={new Date(article.createdAt).toISOString()}>{formatInstantDate(article.createdAt)}</time>
      </p>
      <RichText html={article.content} />
    </article>
  );
}
