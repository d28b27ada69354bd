import { Tickets } from '@/components/membership/MemberPages';
import { memberApiBase, memberMetadata, MemberShell } from '@/components/membership/MemberShell';

export const generateMetadata = () => memberMetadata('Mine billetter');

export default async function Page() {
  return (
    <MemberShell title="Mine billetter">
      <Tickets apiBase={await memberApiBase()} />
    </MemberShell>
  );
}
