import type { PairResponse, Placement } from '@cardology/contract/in-your-cards';
import { ME } from '@cardology/contract/in-your-cards';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/panel';
import { i18n } from '../../../i18n/i18n';
import { pairLines, type Side } from '../connection-lines';
import { BirthCardLink } from './birth-card-link';
import { ConnectionList } from './connection-list';
import '../texts';

const sideOf = (side: PairResponse['a']): Side => ({
  name: side.ref === ME ? null : side.name,
  symbol: side.birth_card.symbol,
});

/** "You" or the name, for the cards' captions. */
const displayName = (side: Side) => side.name ?? i18n.t('cards.pairs.youAlone');

/** "Your card stands in none of Maya’s spreads, …": one direction with no place, in the language shown. */
function nowhereText(card: Side, owner: Side): string {
  if (card.name === null) return i18n.t('cards.pairs.yoursNowhere', { owner: owner.name ?? '' });
  if (owner.name === null) return i18n.t('cards.pairs.theirsNowhere', { whose: card.name });
  return i18n.t('cards.pairs.theirsNowhereTheirs', { whose: card.name, owner: owner.name });
}

/** "In your cards" / "In Maya’s cards". */
const inCardsOf = (name: string | null): string =>
  name === null ? i18n.t('cards.pairs.inYourCards') : i18n.t('cards.pairs.inTheirCards', { name });

/** Each place named once, in the order first met, with its full meaning. */
function placesMet(pair: PairResponse): Placement[] {
  const seen = new Map<string, Placement>();
  for (const placement of [...pair.b_in_a, ...pair.a_in_b]) {
    if (!seen.has(placement.position)) seen.set(placement.position, placement);
  }
  return [...seen.values()];
}

/** Both birth cards, each captioned with whose it is and its name. */
/** A card's name in the language shown, by its symbol; the name the answer gave when none is known. */
export type CardName = (symbol: string, given: string) => string;
const asGiven: CardName = (_symbol, given) => given;

function BothBirthCards({
  pair,
  a,
  b,
  cardName,
}: {
  pair: PairResponse;
  a: Side;
  b: Side;
  cardName: CardName;
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-label={t('cards.pairs.bothCards')} className="grid grid-cols-2 gap-4 sm:gap-10">
      {[
        { side: a, face: pair.a.birth_card },
        { side: b, face: pair.b.birth_card },
      ].map(({ side, face }, i) => (
        <figure key={i === 0 ? 'a' : 'b'} className="grid justify-items-center gap-3 text-center">
          <BirthCardLink symbol={face.symbol} size="md" />
          <figcaption className="grid gap-0.5">
            <span className="font-serif text-xl font-semibold">{displayName(side)}</span>
            <span className="text-sm text-muted">{cardName(face.symbol, face.name)}</span>
          </figcaption>
        </figure>
      ))}
    </Panel>
  );
}

/** Where each card stands in the other's spreads, and the karma between them. */
function PairConnections({ pair, a, b }: { pair: PairResponse; a: Side; b: Side }) {
  const { t } = useTranslation();
  const lines = pairLines(a, b, pair);
  return (
    <Panel aria-labelledby="pair-connections" className="grid gap-6">
      <h2 id="pair-connections" className="text-2xl font-semibold">
        {a.name === null || b.name === null ? t('cards.pairs.whereYours') : t('cards.pairs.whereTheirs')}
      </h2>
      <ConnectionList
        title={inCardsOf(a.name)}
        lines={lines.bInA}
        headingLevel={3}
        empty={nowhereText(b, a)}
      />
      <ConnectionList
        title={inCardsOf(b.name)}
        lines={lines.aInB}
        headingLevel={3}
        empty={nowhereText(a, b)}
      />
      <ConnectionList
        title={t('cards.pairs.karma')}
        lines={lines.karma}
        headingLevel={3}
        empty={t('cards.pairs.noKarma')}
      />
    </Panel>
  );
}

/** What each place met speaks to, once each. */
function PlacesMeaning({ places }: { places: Placement[] }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="pair-places" className="grid gap-4">
      <h2 id="pair-places" className="text-2xl font-semibold">
        {t('cards.pairs.places')}
      </h2>
      <dl className="grid gap-4">
        {places.map((place) => (
          <div key={place.position} className="grid gap-1">
            <dt className="font-serif text-lg font-semibold">{place.label}</dt>
            <dd className="max-w-prose text-pretty text-muted">{place.meaning}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/**
 * Two people side by side (docs/product.md §2): both birth cards, where each one's card stands in the
 * other's spreads (for life, and in each one's current year, seven weeks and week), the karma between
 * them, and what each place speaks to. Shared language only: no score.
 */
export function PairView({ pair, cardName = asGiven }: { pair: PairResponse; cardName?: CardName }) {
  useTranslation(); // re-render on a language change
  const a = sideOf(pair.a);
  const b = sideOf(pair.b);
  const places = placesMet(pair);
  return (
    <div className="grid gap-6">
      <BothBirthCards pair={pair} a={a} b={b} cardName={cardName} />
      {pair.note ? (
        <Panel>
          <p role="status" className="text-pretty">
            {pair.note}
          </p>
        </Panel>
      ) : (
        <PairConnections pair={pair} a={a} b={b} />
      )}
      {places.length > 0 ? <PlacesMeaning places={places} /> : null}
    </div>
  );
}
