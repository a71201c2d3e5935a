import type { GlossaryCard } from '@cardology/contract/wire';
import { glossaryHref } from '../../../components/playing-card/card-identity';
import { PlayingCard } from '../../../components/playing-card/playing-card';
import { RISE_IN, riseIn } from '../../../components/playing-card/rise-in';

interface Related {
  label: string;
  symbol: string | null;
}

/** docs/product.md §2's related cards, in its order and with its labels. */
export function relatedCardsOf(card: GlossaryCard): Related[] {
  return [
    { label: 'Supportive Karma', symbol: card.karma_positive },
    { label: 'Challenging Karma', symbol: card.karma_negative },
    { label: 'God Card', symbol: card.god_card },
    { label: 'Financial Security', symbol: card.financial_security_card },
    { label: 'Fame & Fortune', symbol: card.fame_card },
    { label: 'Recognition', symbol: card.recognition_card },
    { label: 'Hidden Power', symbol: card.hidden_power_card },
  ];
}

const LABEL =
  'text-center text-[0.8125rem] leading-tight tracking-[0.06em] text-muted [font-variant-caps:all-small-caps] text-balance';

/** The seven related cards, each linked to its own page; a fixed card says why it has no karma cards. */
export function RelatedCards({ card }: { card: GlossaryCard }) {
  const related = relatedCardsOf(card);
  const shown = related.filter((item): item is { label: string; symbol: string } => item.symbol !== null);
  const noKarma = card.karma_positive === null && card.karma_negative === null;

  return (
    <div className="grid gap-5">
      {noKarma && (
        <p className="rounded-lg border border-dashed border-border px-4 py-3 text-muted">
          None — a fixed card has no karma cards.
        </p>
      )}
      {/* Fixed-width slots in a centred, wrapping row: four then three on a phone, all seven on a desktop. */}
      <ul className="flex flex-wrap justify-center gap-x-3 gap-y-6 sm:gap-x-4">
        {shown.map((item, i) => (
          <li
            key={item.label}
            className={`flex w-[4.25rem] flex-col items-center gap-2 sm:w-28 ${RISE_IN}`}
            style={riseIn(i)}
            data-related={item.label}
          >
            <PlayingCard symbol={item.symbol} size="md" href={glossaryHref(item.symbol)} fluid />
            <span className={LABEL}>{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
