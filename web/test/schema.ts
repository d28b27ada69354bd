/** Validates JSON against a definition of the committed route data schema, for fixtures that must stay true to it. */
import { readFileSync } from 'node:fs';

import { Ajv2020 } from 'ajv/dist/2020.js';

import { schemaFile } from '../scripts/route-data-types.mjs';

// `discriminator` is pydantic's hint for OpenAPI; `oneOf` over the `type` constants already tells cards apart.
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(JSON.parse(readFileSync(schemaFile, 'utf8')) as object, 'route-data');

/** The schema's complaints about `value` as a `definition` (`Manifest`, `Route`, …): none when it is valid. */
export function schemaErrors(definition: string, value: unknown): string[] {
  const validate = ajv.getSchema(`route-data#/$defs/${definition}`);
  if (!validate) throw new Error(`the route data schema has no definition ${definition}`);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}
