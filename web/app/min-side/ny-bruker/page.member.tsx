import { CreateUserForm } from '@/components/membership/forms';
import { memberApiBase, memberMetadata, MemberShell } from '@/components/membership/MemberShell';
import { loadSite } from '@/lib/data';
import { privacyPage } from '@/lib/menu-pages';

export const generateMetadata = () => memberMetadata('Opprett bruker');

export default async function Page() {
  return (
    <MemberShell title="Opprett bruker">
      <CreateUserForm apiBase={await memberApiBase()} privacy={privacyPage((await loadSite()).theme.menu)} />
    </MemberShell>
  );
}
