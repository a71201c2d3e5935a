import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';
import { useSession } from '../../features/auth/use-session';

export function HomePage() {
  const { user } = useSession();
  return (
    <>
      <PageHeading
        title={user ? `Welcome, ${user.name}` : 'Welcome'}
        subtitle="Today's card and your life spread will be laid out here."
      />
      <PagePlaceholder />
    </>
  );
}
