/** The soft hyphens the server puts into titles (lib/hyphenate.ts), taken out where a title is read as data. */

/** `Ping\u00ADvin\u00ADpa\u00ADtrul\u00ADjen` → `Pingvinpatruljen` */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll('\u00ad', '');
}
