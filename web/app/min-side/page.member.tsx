import { MemberHome } from '@/components/membership/MemberPages';
import { memberMetadata, MemberShell } from '@/components/membership/MemberShell';

export const generateMetadata = () => memberMetadata('Min side');

export default function Page() {
  return (
    <MemberShell title="Min side">
      <MemberHome />
    </MemberShell>
  );
}
