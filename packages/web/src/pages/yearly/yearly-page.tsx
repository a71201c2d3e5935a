import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function YearlyPage() {
  return (
    <>
      <PageHeading
        title="Yearly Reading"
        subtitle="Your year ahead, card by card, for the person you choose."
      />
      <PagePlaceholder />
    </>
  );
}
