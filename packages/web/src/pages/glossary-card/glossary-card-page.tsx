import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../components/back-button';
import {
  cardFromParam,
  GlossaryCardDetail,
  GlossaryCardSkeleton,
  GlossaryLoadError,
  useGlossary,
} from '../../features/glossary';
import { currentLanguage } from '../../i18n/i18n';
import { CardNotFound } from './card-not-found';

/**
 * /glossary/:cardSymbol — one card's page (docs/product.md §2). States: loading, found, not found, and the
 * glossary's load error. The symbol is read with the engine's parser, so 'Q♥' and 'Queen of Hearts'
 * both work; anything it cannot read is CARD_NOT_FOUND without waiting for the glossary.
 */
export function GlossaryCardPage() {
  useTranslation(); // currentLanguage() below: a switch re-renders the page.
  const { cardSymbol } = useParams();
  const card = cardFromParam(cardSymbol);
  const glossary = useGlossary();

  if (!card) return <CardNotFound requested={cardSymbol} />;
  if (glossary.isPending) {
    return (
      <div className="grid gap-6">
        <BackButton />
        <GlossaryCardSkeleton />
      </div>
    );
  }
  if (glossary.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-6">
        <BackButton />
        {/* Without the glossary there is no name in the language shown: its symbol says it in any. */}
        <h1 className="text-3xl font-semibold">{currentLanguage() === 'en' ? card.name : card.symbol}</h1>
        <GlossaryLoadError
          error={glossary.error}
          onRetry={() => void glossary.refetch()}
          retrying={glossary.isFetching}
        />
      </div>
    );
  }

  const entry = glossary.data.cards?.[card.symbol];
  if (!entry) return <CardNotFound requested={cardSymbol} />;
  return <GlossaryCardDetail key={entry.symbol} card={entry} before={<BackButton />} />;
}
