import type { ConnectionSpread, InYourCardsResponse } from '@cardology/contract/in-your-cards';
import { IN_YOUR_CARDS_NEEDS_BIRTHDATE } from '@cardology/contract/in-your-cards';
import { RotateCcw, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { i18n } from '../../../i18n/i18n';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDrawers } from '../../../lib/drawers-context';
import { useSession } from '../../auth/use-session';
import { useInYourCards } from '../api/get-in-your-cards';
import { meetsIn, spreadPhrase } from '../connection-lines';
import '../texts';
import { InYourCardsSkeleton } from './in-your-cards-skeleton';
import { PersonInYourCardsItem } from './person-in-your-cards';

/** The home page reads every spread; a reading page its own, current period. */
export type InYourCardsScope = 'today' | Exclude<ConnectionSpread, 'life'>;

const SPREAD_KEYS = { yearly: 'yearly', 'seven-week': 'sevenWeek', weekly: 'weekly' } as const;

/** 'yearly spread', 'tirada anual': a period's spread named in the language shown. */
const spreadName = (spread: Exclude<ConnectionSpread, 'life'>): string =>
  i18n.t('cards.inYourCards.spreadNames', { returnObjects: true })[SPREAD_KEYS[spread]];

/** The section's heading in the language shown (call it while rendering under useTranslation). */
const inYourCardsTitle = (scope: InYourCardsScope): string =>
  scope === 'today'
    ? i18n.t('cards.inYourCards.titleToday')
    : i18n.t('cards.inYourCards.title', { when: spreadPhrase(scope) });

function introOf(scope: InYourCardsScope): string {
  if (scope === 'today') return i18n.t('cards.inYourCards.introToday');
  return i18n.t('cards.inYourCards.intro', { spread: spreadName(scope) });
}

/**
 * "Who's in your cards": the user set against each saved person (docs/product.md §2). On the home page
 * every person, every spread and the karma links; on a reading page only the people who meet the user in
 * that spread's current period.
 */
export function InYourCardsSection({ scope, className }: { scope: InYourCardsScope; className?: string }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { user } = useSession();
  const query = useInYourCards(user?.id ?? null);
  const headingId = `in-your-cards-${scope}`;
  return (
    <Panel aria-labelledby={headingId} className={cn('grid gap-6', className)}>
      <div className="grid gap-1.5">
        <h2 id={headingId} className="text-2xl font-semibold">
          {inYourCardsTitle(scope)}
        </h2>
        <p className="max-w-prose text-pretty text-muted">{introOf(scope)}</p>
      </div>
      {query.isPending ? (
        <InYourCardsSkeleton />
      ) : query.isError ? (
        query.error.message === IN_YOUR_CARDS_NEEDS_BIRTHDATE ? (
          <div className="grid justify-items-start gap-3">
            <p role="status">{contract('IN_YOUR_CARDS_NEEDS_BIRTHDATE')}</p>
            <Button variant="outline" size="sm" asChild>
              <Link to="/profile">{t('cards.inYourCards.addBirthdate')}</Link>
            </Button>
          </div>
        ) : (
          <div className="grid justify-items-start gap-4">
            <Alert className="w-full">{errorMessage(query.error, t('cards.inYourCards.failed'))}</Alert>
            <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RotateCcw aria-hidden="true" />
              {t('cards.inYourCards.retry')}
            </Button>
          </div>
        )
      ) : (
        <InYourCardsList data={query.data} scope={scope} />
      )}
    </Panel>
  );
}

/** The loaded answer: the kind line when nobody is saved, else one item per person who belongs here. */
function InYourCardsList({ data, scope }: { data: InYourCardsResponse; scope: InYourCardsScope }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { openPeople } = useDrawers();
  if (data.people.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="status">{data.message ?? contract('NO_PEOPLE_YET')}</p>
        <Button variant="outline" size="sm" onClick={openPeople}>
          <UserPlus aria-hidden="true" />
          {t('cards.inYourCards.addPerson')}
        </Button>
      </div>
    );
  }
  const you = data.you.birth_card.symbol;
  // A Joker user stands outside every spread: one note says so, rather than one per person.
  if (you === 'Joker') return <p className="text-pretty text-muted">{contract('JOKER_OUTSIDE_SPREADS')}</p>;
  const period = scope === 'today' ? null : scope;
  // On a reading page, only those the period holds (or whose Joker note explains why it never can).
  const shown = period
    ? data.people.filter((person) => person.note !== null || meetsIn(person, [period]))
    : data.people;
  if (period && shown.length === 0) {
    return (
      <p role="status" className="text-pretty text-muted">
        {t('cards.inYourCards.noneInPeriod', { spread: spreadName(period), when: spreadPhrase(period) })}
      </p>
    );
  }
  return (
    <ul aria-labelledby={`in-your-cards-${scope}`} className="grid gap-x-12 gap-y-8 lg:grid-cols-2">
      {shown.map((person) => (
        <li key={person.id}>
          <PersonInYourCardsItem
            person={person}
            you={you}
            spreads={period ? [period] : 'all'}
            noneText={t('cards.inYourCards.noneAnywhere', { name: person.name })}
          />
        </li>
      ))}
    </ul>
  );
}
