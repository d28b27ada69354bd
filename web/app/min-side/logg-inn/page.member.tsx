import { LoginForm } from '@/components/membership/forms';
import { memberApiBase, memberMetadata, MemberShell } from '@/components/membership/MemberShell';

export const generateMetadata = () => memberMetadata('Logg inn');

export default async function Page() {
  return (
    <MemberShell title="Logg inn">
      <LoginForm apiBase={await memberApiBase()} />
    </MemberShell>
  );
}
