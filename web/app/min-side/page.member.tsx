import { MemberHome } from '@/components/membership/MemberPages';
import { memberApiBase, memberMetadata, MemberShell } from '@/components/membership/MemberShell';

export const generateMetadata = () => memberMetadata('Min side');

export default async function Page() {
  return (
    <MemberShell title="Min side">
      <MemberHome apiBase={await memberApiBase()} />
    </MemberShell>
  );
}
