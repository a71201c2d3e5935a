import type { ConnectionSpread, PersonInYourCards } from '@cardology/contract/in-your-cards';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pairWithMeHref } from '../../../lib/pair-href';
import { lineCount, pairLines } from '../connection-lines';
import { BirthCardLink } from './birth-card-link';
import { ConnectionList } from './connection-list';
import '../texts';

interface PersonInYourCardsProps {
  person: PersonInYourCards;
  /** The user's birth card symbol. */
  you: string;
  /** The spreads shown: all four on the home page, the page's own on a reading page. */
  spreads: readonly ConnectionSpread[] | 'all';
  /** Said when the two cards meet nowhere in the spreads shown. */
  noneText: string;
}

/**
 * One saved person against the user: their birth card (to its glossary page), their name (to the two of
 * them side by side), where their card stands in the user's spreads, where the user's stands in theirs,
 * and the karma links.
 */
export function PersonInYourCardsItem({ person, you, spreads, noneText }: PersonInYourCardsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const lines = pairLines(
    { name: null, symbol: you },
    { name: person.name, symbol: person.birth_card.symbol },
    person,
    spreads,
  );
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 sm:gap-x-6"
    >
      <BirthCardLink symbol={person.birth_card.symbol} />
      <div className="grid min-w-0 content-start gap-3">
        <div className="grid gap-0.5">
          <h3 id={headingId} className="text-xl font-semibold">
            <Link
              to={pairWithMeHref(person.id)}
              className="group hit-area inline-flex items-center gap-1.5 rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {person.name}
              <ArrowRight
                aria-hidden="true"
                className="size-4 text-accent-ink motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
              />
            </Link>
          </h3>
          <p className="text-sm text-muted">{person.birth_card.name}</p>
        </div>
        {person.note ? (
          <p className="text-pretty text-muted">{person.note}</p>
        ) : lineCount(lines) === 0 ? (
          <p className="text-pretty text-muted">{noneText}</p>
        ) : (
          <>
            <ConnectionList title={t('cards.inYourCards.inYourCards')} lines={lines.bInA} headingLevel={4} />
            <ConnectionList
              title={t('cards.inYourCards.youInTheirs', { name: person.name })}
              lines={lines.aInB}
              headingLevel={4}
            />
            <ConnectionList title={t('cards.inYourCards.karma')} lines={lines.karma} headingLevel={4} />
          </>
        )}
      </div>
    </article>
  );
}
