import { useRef } from 'react';

import type { ChunkPages } from '@/lib/chunks';
import type { Paging } from '@/lib/route-data';

interface LoadMoreProps {
  /** The listing's further pages; nothing is shown without them */
  paging: Paging | undefined;
  /** How many the list shows now */
  shown: number;
  pages: Pick<ChunkPages<unknown>, 'state' | 'more' | 'loadNext'>;
  /** What a press does, when more than loading the next page */
  onMore?: () => Promise<unknown>;
}

/** «Vis flere» under a listing longer than its first page; the status line says how many are shown. */
export function LoadMore({ paging, shown, pages, onMore = pages.loadNext }: LoadMoreProps) {
  const status = useRef<HTMLParagraphElement>(null);
  if (!paging || paging.chunks.length === 0) return null;

  async function press() {
    await onMore();
    // After the last page the button is gone: the focus goes to the status line, not back to the top of the page.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) status.current?.focus();
    });
  }

  return (
    <div className="more-cards">
      <p role="status" className="more-cards__status" ref={status} tabIndex={-1}>
        {pages.state === 'failed' ? 'Kunne ikke hente flere. Prøv igjen.' : `Viser ${shown} av ${paging.total}`}
      </p>
      {pages.more ? (
        <button type="button" className="button" onClick={() => void press()} disabled={pages.state === 'loading'}>
          {pages.state === 'loading' ? 'Henter …' : 'Vis flere'}
        </button>
      ) : null}
    </div>
  );
}
