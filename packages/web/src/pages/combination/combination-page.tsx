import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function CombinationPage() {
  return (
    <>
      <PageHeading
        title="Card Combination"
        subtitle="Combine two cards and see the card they make together."
      />
      <PagePlaceholder />
    </>
  );
}
