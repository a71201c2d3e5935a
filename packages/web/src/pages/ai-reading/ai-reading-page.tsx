import { ASSISTANT_NAME } from '@cardology/contract/product';
import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function AiReadingPage() {
  return (
    <>
      <PageHeading
        title={ASSISTANT_NAME}
        subtitle="An interpretation of your reading, with room for follow-up questions."
      />
      <PagePlaceholder />
    </>
  );
}
