// The `env` of the configuration `next build` ran with (next.config.ts), as it wrote it into its build
// (next-internals.mjs): what the build's steps after Next need of the route data, resolved once.
import { builtConfig } from './next-internals.mjs';

/**
 * @param {string} [dist] the build's folder, by default Next's
 * @returns {Record<string, string>}
 */
export function builtEnv(dist) {
  return builtConfig(dist).env;
}
