/** `@membership` for a site without the membership area: the same entry points, rendering nothing. */
export function MemberAvatar(_props: { site: unknown }): null {
  return null;
}

export function FilmMemberSection(_props: { route: unknown }): null {
  return null;
}
