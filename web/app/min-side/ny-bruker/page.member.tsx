import { CreateUserForm } from '@/components/membership/forms';
import { memberApiBase, memberMetadata, MemberShell } from '@/components/membership/MemberShell';

export const generateMetadata = () => memberMetadata('Opprett bruker');

export default async function Page() {
  return (
    <MemberShell title="Opprett bruker">
      <CreateUserForm apiBase={await memberApiBase()} />
    </MemberShell>
  );
}
