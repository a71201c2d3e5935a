import { Link } from 'react-router';
import { glossaryHref, PlayingCard } from '../../components/playing-card';
import { Panel } from '../../components/ui/panel';

const SUITS = [
  { ace: 'A♥', suit: 'Hearts', season: 'Spring', theme: 'love and feeling' },
  { ace: 'A♣', suit: 'Clubs', season: 'Summer', theme: 'thought and words' },
  { ace: 'A♦', suit: 'Diamonds', season: 'Autumn', theme: 'values and money' },
  { ace: 'A♠', suit: 'Spades', season: 'Winter', theme: 'work, health and wisdom' },
] as const;

/** A few warm words on what Cardology is, for a first visit. */
export function CardologyIntro() {
  return (
    <Panel
      aria-labelledby="about-cardology"
      className="grid gap-x-12 gap-y-8 text-pretty lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid content-start gap-4">
        <h2 id="about-cardology" className="text-2xl font-semibold">
          About Cardology
        </h2>
        <div className="grid max-w-prose gap-4 leading-relaxed">
          <p>
            Cardology reads an ordinary deck of playing cards as a calendar. Its fifty-two cards mirror the
            fifty-two weeks of the year, its four suits the four seasons, and the thirteen cards of each suit
            the thirteen weeks of a season. Hearts speak of love and feeling, clubs of thought and words,
            diamonds of values and money, spades of work, health and wisdom.
          </p>
          <p>
            Your birthday has a card of its own: your birth card, or Sun card. It describes the heart of who
            you are, and every reading begins from it. December 31 belongs to the Joker, the one card that
            stands outside the other fifty-two.
          </p>
          <p>
            Each year, and each shorter season of life, the deck is laid out in a new spread. Following your
            birth card through it gives thirteen cards, from Mercury to Earth, and the year divides into seven
            planetary periods of about fifty-two days. The readings here lay those cards out for you to
            reflect on: they suggest, they never decide.
          </p>
        </div>
        <p>
          <Link to="/placements-explained" className="font-medium text-accent-ink hover:underline">
            How the placements work
          </Link>
        </p>
      </div>
      <aside
        aria-label="The four suits"
        className="grid content-center lg:border-l lg:border-border lg:pl-10"
      >
        <ul className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4 lg:grid-cols-2">
          {SUITS.map(({ ace, suit, season, theme }) => (
            <li key={suit} className="grid justify-items-center gap-1.5 text-center">
              <PlayingCard symbol={ace} size="sm" href={glossaryHref(ace)} className="mb-1" />
              <span className="font-serif text-base font-medium">{suit}</span>
              <span className="text-xs leading-snug text-muted">
                {season} · {theme}
              </span>
            </li>
          ))}
        </ul>
      </aside>
    </Panel>
  );
}
