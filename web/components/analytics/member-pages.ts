/** Analytics stays off a member page, whatever the consent: its address is the member's business. */
import { isMemberPath } from '@/lib/membership/paths';

/** Whether `pathname` is a member page. A site without the member area has none, and its bundle not this check. */
export function onMemberPage(pathname: string): boolean {
  return Boolean(process.env.FJORDBY_MEMBER_AREA) && isMemberPath(pathname);
}
