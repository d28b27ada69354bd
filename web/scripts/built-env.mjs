// The `env` of the configuration `next build` ran with (next.config.ts), as it wrote it into `.next/`: what the
// build's steps after Next need of the route data, resolved once.
import { readFileSync } from 'node:fs';

/** @returns {Record<string, string>} */
export function builtEnv(dist = '.next') {
  /** @type {{ config: { env: Record<string, string> } }} */
  const files = JSON.parse(readFileSync(`${dist}/required-server-files.json`, 'utf8'));
  return files.config.env;
}
