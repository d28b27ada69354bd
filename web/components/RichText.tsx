import { scrollableTables } from '@/lib/rich-text';

/** Editor text: HTML sanitised by the pipeline (nh3, its URL policy), so safe to insert as markup. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: scrollableTables(html) }} />;
}
