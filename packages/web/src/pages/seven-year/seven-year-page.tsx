import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function SevenYearPage() {
  return (
    <>
      <PageHeading title="7-Year Reading" subtitle="The longer arc: seven years and their guiding cards." />
      <PagePlaceholder />
    </>
  );
}
