/**
 * The membership area's entry (`@membership`) for a site that has it. A site without it builds against
 * `disabled.ts` instead (next.config.ts), so none of this code reaches its bundles.
 */
import './membership.css';

export { FilmMemberSection, MemberAvatar, MemberMenuLogOut } from './sections';
