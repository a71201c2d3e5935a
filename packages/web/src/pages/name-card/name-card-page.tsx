import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import {
  LookupButton,
  LookupErrorLine,
  NameCardResultPanel,
  NameCardResultSkeleton,
  useLookupSubmit,
  useNameCard,
  validateName,
} from '../../features/lookups';
import '../../features/glossary/texts';
import type { MessageKey } from '@cardology/contract/messages/en';
import { useContractText } from '../../i18n/use-contract-text';

/** /name-card (docs/product.md §2, §4, §5): a name, its letter value and its card. States: idle, loading, result, error. */
export function NameCardPage() {
  const { t } = useTranslation();
  const contract = useContractText();
  const lookup = useNameCard();
  const [name, setName] = useState('');
  const disabled = lookup.isPending || name.trim() === '';

  const { invalid, submit } = useLookupSubmit(lookup, () => validateName(name));

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      {/* The subtitle says how a name is counted too: as the field's hint it was the page's largest text, painted
          only after the app's code; here it is part of the first paint (app/route-table.ts). */}
      <PageHeading
        className="mb-2"
        title={t('cards.lookups.name.title')}
        subtitle={t('cards.lookups.name.subtitle')}
      />
      <Panel aria-label={t('cards.lookups.name.form')}>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <Field label={t('cards.lookups.name.label')}>
            <Input
              autoComplete="name"
              placeholder={t('cards.lookups.name.placeholder')}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          {invalid && <Alert>{contract(invalid as MessageKey)}</Alert>}
          <div>
            <LookupButton disabled={disabled} loading={lookup.isPending}>
              {t('cards.lookups.name.submit')}
            </LookupButton>
          </div>
        </form>
      </Panel>
      <div aria-live="polite" className="grid gap-6">
        {lookup.isError && <LookupErrorLine error={lookup.error} fallback={t('cards.lookups.name.failed')} />}
        {lookup.isPending && <NameCardResultSkeleton />}
        {lookup.isSuccess && <NameCardResultPanel result={lookup.data} />}
      </div>
    </div>
  );
}
