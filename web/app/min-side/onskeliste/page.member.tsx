import { WatchList } from '@/components/membership/MemberPages';
import { memberApiBase, memberFilmPages, memberMetadata, MemberShell } from '@/components/membership/MemberShell';

export const generateMetadata = () => memberMetadata('Ønskeliste');

export default async function Page() {
  return (
    <MemberShell title="Ønskeliste">
      <WatchList apiBase={await memberApiBase()} filmPages={await memberFilmPages()} />
    </MemberShell>
  );
}
