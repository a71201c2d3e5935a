import { Link } from 'react-router';
import { Panel } from '../../components/ui/panel';

/** A few warm words on what Cardology is, for a first visit. */
export function CardologyIntro() {
  return (
    <Panel aria-labelledby="about-cardology" className="grid gap-4 text-pretty">
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
          Your birthday has a card of its own: your birth card, or Sun card. It describes the heart of who you
          are, and every reading begins from it. December 31 belongs to the Joker, the one card that stands
          outside the other fifty-two.
        </p>
        <p>
          Each year, and each shorter season of life, the deck is laid out in a new spread. Following your
          birth card through it gives thirteen cards, from Mercury to Earth, and the year divides into seven
          planetary periods of about fifty-two days. The readings here lay those cards out for you to reflect
          on: they suggest, they never decide.
        </p>
      </div>
      <p>
        <Link to="/placements-explained" className="font-medium text-accent hover:underline">
          How the placements work
        </Link>
      </p>
    </Panel>
  );
}
