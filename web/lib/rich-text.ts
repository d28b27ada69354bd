/** Editor HTML (sanitised by the pipeline) made ready for narrow screens. */

// A group, not a region: a page of price tables would otherwise have a landmark per table, all named alike.
const TABLE_BOX = '<div class="table-scroll" role="group" aria-label="Tabell" tabindex="0">';

/**
 * Puts each table in a box of its own that scrolls sideways, so a table wider than the screen scrolls by itself
 * rather than the whole page (WCAG 1.4.10, reflow); the box takes the focus, so the keyboard can scroll it too.
 * The pipeline's sanitiser writes every tag itself, so `<table` and `</table>` occur only as tags.
 */
export function scrollableTables(html: string): string {
  return html.replace(/<table(?=[\s>])/g, `${TABLE_BOX}<table`).replaceAll('</table>', '</table></div>');
}
