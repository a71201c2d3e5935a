import type { ConnectionSpread, InYourCardsResponse } from '@cardology/contract/in-your-cards';
import {
  IN_YOUR_CARDS_NEEDS_BIRTHDATE,
  JOKER_OUTSIDE_SPREADS,
  NO_PEOPLE_YET,
  SPREAD_PHRASES,
} from '@cardology/contract/in-your-cards';
import { RotateCcw, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDrawers } from '../../../lib/drawers-context';
import { useSession } from '../../auth/use-session';
import { useInYourCards } from '../api/get-in-your-cards';
import { meetsIn } from '../connection-lines';
import { InYourCardsSkeleton } from './in-your-cards-skeleton';
import { PersonInYourCardsItem } from './person-in-your-cards';

/** The home page reads every spread; a reading page its own, current period. */
export type InYourCardsScope = 'today' | Exclude<ConnectionSpread, 'life'>;

export const IN_YOUR_CARDS_FAILED = 'We could not look up who is in your cards just now.';

const SPREAD_NAMES: Record<Exclude<ConnectionSpread, 'life'>, string> = {
  yearly: 'yearly spread',
  'seven-week': '7-week spread',
  weekly: 'weekly spread',
};

export const inYourCardsTitle = (scope: InYourCardsScope): string =>
  `Who's in your cards ${scope === 'today' ? 'today' : SPREAD_PHRASES[scope]}`;

function introOf(scope: InYourCardsScope): string {
  if (scope === 'today') {
    return 'Where the birth cards of the people you saved stand in your spreads — for life, this year, these seven weeks and this week — where yours stands in theirs, and the karma between you.';
  }
  return `From your own current ${SPREAD_NAMES[scope]}, whoever’s reading is above: where your people’s birth cards stand in it, and where yours stands in theirs.`;
}

/**
 * "Who's in your cards": the user set against each saved person (docs/product.md §2). On the home page
 * every person, every spread and the karma links; on a reading page only the people who meet the user in
 * that spread's current period.
 */
export function InYourCardsSection({ scope, className }: { scope: InYourCardsScope; className?: string }) {
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
            <p role="status">{IN_YOUR_CARDS_NEEDS_BIRTHDATE}</p>
            <Button variant="outline" size="sm" asChild>
              <Link to="/profile">Add your birthdate</Link>
            </Button>
          </div>
        ) : (
          <div className="grid justify-items-start gap-4">
            <Alert className="w-full">{errorMessage(query.error, IN_YOUR_CARDS_FAILED)}</Alert>
            <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RotateCcw aria-hidden="true" />
              Retry
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
export function InYourCardsList({ data, scope }: { data: InYourCardsResponse; scope: InYourCardsScope }) {
  const { openPeople } = useDrawers();
  if (data.people.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="status">{data.message ?? NO_PEOPLE_YET}</p>
        <Button variant="outline" size="sm" onClick={openPeople}>
          <UserPlus aria-hidden="true" />
          Add a person
        </Button>
      </div>
    );
  }
  const you = data.you.birth_card.symbol;
  // A Joker user stands outside every spread: one note says so, rather than one per person.
  if (you === 'Joker') return <p className="text-pretty text-muted">{JOKER_OUTSIDE_SPREADS}</p>;
  const period = scope === 'today' ? null : scope;
  // On a reading page, only those the period holds (or whose Joker note explains why it never can).
  const shown = period
    ? data.people.filter((person) => person.note !== null || meetsIn(person, [period]))
    : data.people;
  if (period && shown.length === 0) {
    return (
      <p role="status" className="text-pretty text-muted">
        None of your people’s cards is in your {SPREAD_NAMES[period]} {SPREAD_PHRASES[period]}, and yours is
        in none of theirs.
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
            noneText={`${person.name}’s card and yours meet in none of your spreads today, nor in any of theirs.`}
          />
        </li>
      ))}
    </ul>
  );
}
