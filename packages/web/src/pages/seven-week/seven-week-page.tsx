import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function SevenWeekPage() {
  return (
    <>
      <PageHeading
        title="7-Week Reading"
        subtitle="A seven-week period and the card that rules each part of it."
      />
      <PagePlaceholder />
    </>
  );
}
