import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function SavedReadingsPage() {
  return (
    <>
      <PageHeading title="My Saved Interpretations" subtitle="Interpretations you have kept, newest first." />
      <PagePlaceholder />
    </>
  );
}
