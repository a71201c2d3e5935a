import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function AiReadingPage() {
  return (
    <>
      <PageHeading
        title="Cardology Assistant"
        subtitle="An interpretation of your reading, with room for follow-up questions."
      />
      <PagePlaceholder />
    </>
  );
}
