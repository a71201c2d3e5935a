import { CARD_NOT_FOUND } from '@cardology/contract/glossary';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDrawers } from '../../lib/drawers-context';

/** docs/product.md §2: an unknown (or unreadable) symbol: CARD_NOT_FOUND with a link home. */
export function CardNotFound({ requested }: { requested?: string }) {
  const { openGlossary } = useDrawers();
  return (
    <div className="flex flex-col items-center gap-6 py-12 text-center">
      <title>{`${CARD_NOT_FOUND} · Cardology`}</title>
      <div
        aria-hidden="true"
        className="grid h-36 w-24 rotate-6 place-items-center rounded-xl border border-card-edge bg-card-face font-serif text-5xl text-card-black shadow-lift"
      >
        ?
      </div>
      <div className="grid max-w-md gap-2">
        <h1 className="text-3xl font-semibold">{CARD_NOT_FOUND}</h1>
        <p className="text-pretty text-muted">
          {requested ? (
            <>
              There is no card called <span className="font-medium text-text break-all">“{requested}”</span>{' '}
              in the deck.
            </>
          ) : (
            'There is no such card in the deck.'
          )}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
        <Button variant="outline" onClick={openGlossary}>
          <BookOpen aria-hidden="true" />
          Browse the Card Glossary
        </Button>
      </div>
    </div>
  );
}
