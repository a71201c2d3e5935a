import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';
import { PageHeading } from '../../components/ui/page-heading';

export function GlossaryCardPage() {
  // The router has already decoded the URL-encoded symbol (e.g. %E2%99%A5 → ♥).
  const { cardSymbol = '' } = useParams();
  return (
    <>
      <PageHeading title={cardSymbol} subtitle="This card's meaning, life spread and related cards." />
      <PagePlaceholder />
    </>
  );
}
