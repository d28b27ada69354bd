import { Tickets } from '@/components/membership/MemberPages';
import { memberApiBase, memberMetadata, MemberShell } from '@/components/membership/MemberShell';
import { loadSite } from '@/lib/data';

export const generateMetadata = () => memberMetadata('Mine billetter');

export default async function Page() {
  const site = await loadSite();
  return (
    <MemberShell title="Mine billetter">
      <Tickets apiBase={await memberApiBase()} house={{ place: site.title, host: site.host }} />
    </MemberShell>
  );
}
