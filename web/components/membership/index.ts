/**
 * The membership area's entry (`@membership`) for a site that has it: the header's parts; a film page's are
 * `@membership-film` (film.tsx). A site without it builds both against `disabled.ts` instead (next.config.ts), so none
 * of this code reaches its bundles.
 */
import './membership.css';

export { MemberAvatar, MemberMenuLogOut } from './sections';
