import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function WeeklyPage() {
  return (
    <>
      <PageHeading title="Weekly Reading" subtitle="The cards that colour this week." />
      <PagePlaceholder />
    </>
  );
}
