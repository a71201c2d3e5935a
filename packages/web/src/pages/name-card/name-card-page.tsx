import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function NameCardPage() {
  return (
    <>
      <PageHeading title="Card of the Name" subtitle="Calculate the card associated with a name." />
      <PagePlaceholder />
    </>
  );
}
