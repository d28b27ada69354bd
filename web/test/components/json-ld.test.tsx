import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

import { JsonLd } from '@/components/JsonLd';
import { routeJsonLd } from '@/lib/jsonld';

import { loadFixtureRoute, loadFixtureSite } from '../fixtures';

const HOSTILE = 'Film </script><script>alert(1)</script><!-- & co';

test('a film titled to end the script element stays one JSON-LD script whose text is the title', async () => {
  const route = await loadFixtureRoute('/melodien-fra-nordheim-dxm-1001293');
  const hostile = { ...route, production: { ...route.production!, title: HOSTILE } };
  const data = routeJsonLd(hostile, await loadFixtureSite())!;
  const html = `<!DOCTYPE html><html><head>${renderToStaticMarkup(<JsonLd data={data} />)}</head><body></body></html>`;

  const page = new DOMParser().parseFromString(html, 'text/html');
  const scripts = page.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.type).toBe('application/ld+json');
  const movie = (JSON.parse(scripts[0]!.textContent!) as { '@graph': { '@type': string; name: string }[] })[
    '@graph'
  ][0]!;
  expect(movie).toMatchObject({ '@type': 'Movie', name: HOSTILE });
  expect(page.body.childNodes).toHaveLength(0);
});
