import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { useNameCard } from '../../features/lookups/api/get-name-card';
import { LookupButton } from '../../features/lookups/components/lookup-button';
import { LookupErrorLine } from '../../features/lookups/components/lookup-error-line';
import {
  NameCardResultPanel,
  NameCardResultSkeleton,
} from '../../features/lookups/components/name-card-result';
import { useLookupSubmit } from '../../features/lookups/use-lookup-submit';
import { validateName } from '../../features/lookups/validate';

/** /name-card (docs/product.md §2, §4, §5): a name, its letter value and its card. States: idle, loading, result, error. */
export function NameCardPage() {
  const lookup = useNameCard();
  const [name, setName] = useState('');
  const disabled = lookup.isPending || name.trim() === '';

  const { invalid, submit } = useLookupSubmit(lookup, () => validateName(name));

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading
        className="mb-2"
        title="Card of the Name"
        subtitle="Calculate the card associated with a name."
      />
      <Panel aria-label="Enter a name">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <Field
            label="Full name"
            hint="Each letter counts its place in the alphabet (A = 1 … Z = 26); the total, counted around the deck, gives the card."
          >
            <Input
              autoComplete="name"
              placeholder="Enter full name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          {invalid && <Alert>{invalid}</Alert>}
          <div>
            <LookupButton disabled={disabled} loading={lookup.isPending}>
              Calculate Name Card
            </LookupButton>
          </div>
        </form>
      </Panel>
      <div aria-live="polite" className="grid gap-6">
        {lookup.isError && <LookupErrorLine error={lookup.error} fallback="Failed to fetch name card." />}
        {lookup.isPending && <NameCardResultSkeleton />}
        {lookup.isSuccess && <NameCardResultPanel result={lookup.data} />}
      </div>
    </div>
  );
}
