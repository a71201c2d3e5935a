import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function AdminCreditManagementPage() {
  return (
    <>
      <PageHeading
        title="Credit Management"
        subtitle="Set TTS credit totals and review pending credit requests."
      />
      <PagePlaceholder />
    </>
  );
}
