import { MEMBER_HOME } from './paths';

/**
 * The member area's pages, each named once: every link to one is made from here. Apart from `paths.ts`, which the
 * service worker bundles: esbuild keeps a template literal it cannot prove pure, and a site without a member area must
 * not carry the area's address in any file.
 */
export const MEMBER_PAGES = {
  home: MEMBER_HOME,
  login: `${MEMBER_HOME}/logg-inn`,
  signUp: `${MEMBER_HOME}/ny-bruker`,
  forgottenPassword: `${MEMBER_HOME}/glemt-passord`,
  watchList: `${MEMBER_HOME}/onskeliste`,
  tickets: `${MEMBER_HOME}/billetter`,
} as const;
