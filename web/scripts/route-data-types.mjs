// @ts-check
/**
 * Generates lib/route-data.d.ts from the committed route data schema (`npm run types`). The stale-types test
 * imports `routeDataTypes` to compare the committed file with a fresh generation.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

export const schemaFile = fileURLToPath(new URL('../../schema/route-data.schema.json', import.meta.url));
export const typesFile = fileURLToPath(new URL('../lib/route-data.d.ts', import.meta.url));

const banner = `/**
 * The route data format as TypeScript types, generated from ../schema/route-data.schema.json by
 * \`npm run types\` (web/scripts/route-data-types.mjs). Do not edit: a test fails when this file is stale.
 */`;

/**
 * Pydantic gives every property a `title`, which the generator would turn into one alias per property
 * (`Title1`, `Title2`, and `Site`/`Date`/`Object` shadowing real names); the definitions keep theirs.
 * @param {unknown} node
 * @returns {unknown}
 */
function withoutPropertyTitles(node) {
  if (Array.isArray(node)) return node.map(withoutPropertyTitles);
  if (node === null || typeof node !== 'object') return node;
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value !== null && typeof value === 'object') {
      copy[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => {
          const rest = { .../** @type {Record<string, unknown>} */ (property) };
          delete rest.title;
          return [name, withoutPropertyTitles(rest)];
        }),
      );
    } else {
      copy[key] = withoutPropertyTitles(value);
    }
  }
  return copy;
}

/** @returns {Promise<string>} the declarations the schema gives */
export async function routeDataTypes() {
  const schema = JSON.parse(await readFile(schemaFile, 'utf8'));
  // The schema holds only $defs; its root is given here as what it describes: any one file of the folder.
  /** @type {import('json-schema-to-typescript').JSONSchema} */
  const root = {
    .../** @type {Record<string, unknown>} */ (withoutPropertyTitles(schema)),
    title: 'RouteDataFile',
    anyOf: [
      { $ref: '#/$defs/Manifest' },
      { $ref: '#/$defs/Site' },
      { $ref: '#/$defs/Route' },
      { $ref: '#/$defs/Chunk' },
      { $ref: '#/$defs/DayShowings' },
      { type: 'array', items: { $ref: '#/$defs/Redirect' } },
      { type: 'array', items: { $ref: '#/$defs/SearchEntry' } },
    ],
  };
  return compile(root, 'RouteDataFile', {
    bannerComment: banner,
    unreachableDefinitions: true,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(typesFile, await routeDataTypes());
  console.log(`wrote ${typesFile}`);
}
