import { Link } from 'react-router';
import { PlayingCard } from '../../../components/playing-card';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useDrawers } from '../../../lib/drawers-context';

interface JokerNoticeProps {
  /** Whose birthday it is. */
  name: string;
  /** 'yearly reading', 'weekly reading' … */
  reading: string;
}

/**
 * A person born on December 31 holds the Joker, which has no seat in the 52-card spreads. The server
 * refuses such readings; the page explains why, kindly, and points to what is open to them.
 */
export function JokerNotice({ name, reading }: JokerNoticeProps) {
  const { openGlossary } = useDrawers();
  return (
    <Panel aria-labelledby="joker-notice" className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-8">
      <PlayingCard symbol="Joker" size="md" className="mx-auto sm:mx-0" />
      <div className="grid content-start gap-3 text-pretty">
        <h2 id="joker-notice" className="text-2xl font-semibold">
          The Joker plays by its own rules
        </h2>
        <p>
          {name} was born on December 31, the Joker’s own day. The Joker is the fifty-third card: it belongs
          to no suit and to all of them, and it stands outside the 52 cards that are dealt into the yearly and
          period spreads.
        </p>
        <p className="text-muted">
          With no seat at that table there is no {reading} to lay out — nothing has gone wrong, the Joker
          simply is not dealt. Today’s card, the card glossary and the combination and name-card lookups are
          all still open to you.
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button variant="outline" size="sm" asChild>
            <Link to="/">Today’s card</Link>
          </Button>
          <Button variant="outline" size="sm" onClick={openGlossary}>
            Card glossary
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/combination">Combination Cards</Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/name-card">Name Card</Link>
          </Button>
        </div>
      </div>
    </Panel>
  );
}
