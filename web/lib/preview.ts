/**
 * A preview of the editors' drafts: the pipeline's `site_preview` builds one with `FJORDBY_PREVIEW=1`. Its pages say
 * so, ask search engines to pass them by, and load no analytics, no service worker and no member area.
 */

/** Whether this build is a preview. Read when the build renders, never in the browser. */
export function isPreview(): boolean {
  return process.env.FJORDBY_PREVIEW === '1';
}

/** The file the pipeline writes beside a preview's pages, `{"draftAt": …}`: when its drafts were asked for. */
export const PREVIEW_FILE = '/preview.json';

/** The time of a preview's drafts from its file, or null when the file says none. */
export function draftTime(file: unknown): string | null {
  const draftAt = (file as { draftAt?: unknown } | null)?.draftAt;
  return typeof draftAt === 'string' && !Number.isNaN(Date.parse(draftAt)) ? draftAt : null;
}
