import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/jsonld';

/** Structured data for search engines, escaped so no text in it can end the script element. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
