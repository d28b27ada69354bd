/** Validates JSON against a definition of the committed route data schema, for fixtures that must stay true to it. */
import { readFileSync } from 'node:fs';

import { Ajv2020 } from 'ajv/dist/2020.js';

import { schemaFile } from '../scripts/route-data-types.mjs';

// `discriminator` is pydantic's hint for OpenAPI; `oneOf` over the `type` constants already tells cards apart.
const ajv = new Ajv2020({ strict: false, allErrors: true });
const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
ajv.addSchema(schema, 'route-data');

/** The schema's complaints about `value` as a `definition` (`Manifest`, `Route`, …): none when it is valid. */
export function schemaErrors(definition: string, value: unknown): string[] {
  const validate = ajv.getSchema(`route-data#/$defs/${definition}`);
  if (!validate) throw new Error(`the route data schema has no definition ${definition}`);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

interface SchemaNode {
  title?: string;
  oneOf?: { $ref?: string }[];
  properties?: { kind?: { const?: string } };
  [key: string]: unknown;
}

/** The schema's `Block` union, wherever pydantic put it: the node titled `Block` that is a choice of definitions. */
function blockUnion(node: unknown): SchemaNode | null {
  if (typeof node !== 'object' || node === null) return null;
  const candidate = node as SchemaNode;
  if (candidate.title === 'Block' && Array.isArray(candidate.oneOf)) return candidate;
  for (const value of Object.values(candidate)) {
    const found = blockUnion(value);
    if (found) return found;
  }
  return null;
}

/**
 * The block kinds the pipeline writes, each with its block's definition: the `kind` constant of each member of the
 * schema's `Block` union.
 */
export function schemaBlockKinds(): Map<string, string> {
  const definitions = (schema as { $defs: Record<string, SchemaNode> }).$defs;
  const kinds = new Map<string, string>();
  for (const member of blockUnion(schema)?.oneOf ?? []) {
    const name = member.$ref?.replace('#/$defs/', '') ?? '';
    const kind = definitions[name]?.properties?.kind?.const;
    if (kind === undefined) throw new Error(`the Block union's member ${name} has no constant kind`);
    kinds.set(kind, name);
  }
  return kinds;
}
