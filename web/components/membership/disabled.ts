/** `@membership` and `@membership-film` for a site without the membership area: their entry points, rendering nothing. */
export const MemberAvatar: (props: { site: unknown }) => null = () => null;

export const MemberMenuLogOut: (props: { site: unknown }) => null = () => null;

export const FilmMemberSection: (props: { route: unknown }) => null = () => null;
