import { ForgotPasswordForm } from '@/components/membership/forms';
import { memberApiBase, memberMetadata, MemberShell } from '@/components/membership/MemberShell';

export const generateMetadata = () => memberMetadata('Glemt passord');

export default async function Page() {
  return (
    <MemberShell title="Glemt passord">
      <ForgotPasswordForm apiBase={await memberApiBase()} />
    </MemberShell>
  );
}
