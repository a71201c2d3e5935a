import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { GlossaryLoadError, useGlossary } from '../../features/glossary';
import { glossaryCards } from '../../features/glossary/sort-cards';
import {
  CardSelect,
  CombinationResultPanel,
  CombinationResultSkeleton,
  LookupButton,
  LookupErrorLine,
  useCombinationCard,
  useLookupSubmit,
  validateCombination,
} from '../../features/lookups';
import '../../features/glossary/texts';
import type { MessageKey } from '@cardology/contract/messages/en';
import { useContractText } from '../../i18n/use-contract-text';

interface TwoCardsProps {
  cards: ReturnType<typeof glossaryCards>;
  /** The glossary is still loading: both selects say so and wait. */
  loading: boolean;
  card1: string;
  card2: string;
  onCard1: (symbol: string) => void;
  onCard2: (symbol: string) => void;
}

/** The two card selects with a plus between them. */
function TwoCards({ cards, loading, card1, card2, onCard1, onCard2 }: TwoCardsProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
      <Field label={t('cards.lookups.combination.card1')}>
        <CardSelect
          cards={cards}
          value={card1}
          onValueChange={onCard1}
          placeholder={contract(loading ? 'LOADING_CARDS' : 'SELECT_CARD_1')}
          disabled={loading}
        />
      </Field>
      <span aria-hidden="true" className="hidden pb-1.5 font-serif text-3xl text-accent sm:block">
        +
      </span>
      <Field label={t('cards.lookups.combination.card2')}>
        <CardSelect
          cards={cards}
          value={card2}
          onValueChange={onCard2}
          placeholder={contract(loading ? 'LOADING_CARDS' : 'SELECT_CARD_2')}
          disabled={loading}
        />
      </Field>
    </div>
  );
}

/**
 * /combination (docs/product.md §2, §4, §5): two cards from the glossary, then the card they make together.
 * States: the glossary loading (LOADING_CARDS), idle, looking up, result, error.
 */
export function CombinationPage() {
  const { t } = useTranslation();
  const contract = useContractText();
  const glossary = useGlossary();
  const lookup = useCombinationCard();
  const [card1, setCard1] = useState('');
  const [card2, setCard2] = useState('');

  const cards = glossary.data ? glossaryCards(glossary.data) : [];
  const loadingCards = glossary.isLoading;
  const disabled = lookup.isPending || loadingCards || card1 === '' || card2 === '';

  const { invalid, submit } = useLookupSubmit(lookup, () => validateCombination(card1, card2));

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading
        className="mb-2"
        title={t('cards.lookups.combination.title')}
        subtitle={t('cards.lookups.combination.subtitle')}
      />
      <Panel aria-label={t('cards.lookups.combination.form')}>
        <form onSubmit={submit} noValidate className="grid gap-6">
          <TwoCards
            cards={cards}
            loading={loadingCards}
            card1={card1}
            card2={card2}
            onCard1={setCard1}
            onCard2={setCard2}
          />
          {glossary.isError && (
            <GlossaryLoadError
              error={glossary.error}
              onRetry={() => void glossary.refetch()}
              retrying={glossary.isFetching}
            />
          )}
          {invalid && <Alert>{contract(invalid as MessageKey)}</Alert>}
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            <LookupButton disabled={disabled} loading={lookup.isPending}>
              {t('cards.lookups.combination.submit')}
            </LookupButton>
            <p className="text-sm text-muted">{t('cards.lookups.combination.hint')}</p>
          </div>
        </form>
      </Panel>
      <div aria-live="polite" className="grid gap-6">
        {lookup.isError && (
          <LookupErrorLine error={lookup.error} fallback={t('cards.lookups.combination.failed')} />
        )}
        {lookup.isPending && <CombinationResultSkeleton />}
        {lookup.isSuccess && <CombinationResultPanel result={lookup.data} />}
      </div>
    </div>
  );
}
