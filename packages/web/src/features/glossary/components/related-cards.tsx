import type { GlossaryCard } from '@cardology/contract/wire';
import { useTranslation } from 'react-i18next';
import { glossaryHref } from '../../../components/playing-card/card-identity';
import { PlayingCard } from '../../../components/playing-card/playing-card';
import { RISE_IN, riseIn } from '../../../components/playing-card/rise-in';
import type { Catalog } from '../../../i18n/locales/en';
import '../texts';

type RelatedKey = keyof Catalog['cards']['glossary']['related'];

interface Related {
  /** Its label's key under cards.glossary.related. */
  label: RelatedKey;
  symbol: string | null;
}

/** docs/product.md §2's related cards, in its order and with its labels. */
function relatedCardsOf(card: GlossaryCard): Related[] {
  return [
    { label: 'supportiveKarma', symbol: card.karma_positive },
    { label: 'challengingKarma', symbol: card.karma_negative },
    { label: 'god', symbol: card.god_card },
    { label: 'financialSecurity', symbol: card.financial_security_card },
    { label: 'fame', symbol: card.fame_card },
    { label: 'recognition', symbol: card.recognition_card },
    { label: 'hiddenPower', symbol: card.hidden_power_card },
  ];
}

const LABEL =
  'text-center text-[0.8125rem] leading-tight tracking-[0.06em] text-muted [font-variant-caps:all-small-caps] text-balance';

/** The seven related cards, each linked to its own page; a fixed card says why it has no karma cards. */
export function RelatedCards({ card }: { card: GlossaryCard }) {
  const { t } = useTranslation();
  const labels = t('cards.glossary.related', { returnObjects: true });
  const related = relatedCardsOf(card);
  const shown = related.filter((item): item is { label: RelatedKey; symbol: string } => item.symbol !== null);
  const noKarma = card.karma_positive === null && card.karma_negative === null;

  return (
    <div className="grid gap-5">
      {noKarma && (
        <p className="rounded-lg border border-dashed border-border px-4 py-3 text-muted">
          {t('cards.glossary.noKarma')}
        </p>
      )}
      {/* Fixed-width slots in a centred, wrapping row: four then three on a phone, all seven on a desktop. */}
      <ul className="flex flex-wrap justify-center gap-x-3 gap-y-6 sm:gap-x-4">
        {shown.map((item, i) => (
          <li
            key={item.label}
            className={`flex w-[4.25rem] flex-col items-center gap-2 sm:w-28 ${RISE_IN}`}
            style={riseIn(i)}
            data-related={labels[item.label]}
          >
            <PlayingCard symbol={item.symbol} size="md" href={glossaryHref(item.symbol)} fluid />
            <span className={LABEL}>{labels[item.label]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
