import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { glossaryHref, PlayingCard } from '../../components/playing-card';
import { Panel } from '../../components/ui/panel';

const SUITS = [
  { ace: 'A♥', suit: 'hearts' },
  { ace: 'A♣', suit: 'clubs' },
  { ace: 'A♦', suit: 'diamonds' },
  { ace: 'A♠', suit: 'spades' },
] as const;

/** A few warm words on what Cardology is, for a first visit (the engine's catalogs hold es and pt-BR). */
export function CardologyIntro() {
  const { t } = useTranslation();
  const paragraphs = t('home.intro.paragraphs', { returnObjects: true });
  const suits = t('home.intro.suits', { returnObjects: true });
  return (
    <Panel
      aria-labelledby="about-cardology"
      className="grid gap-x-12 gap-y-8 text-pretty lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid content-start gap-4">
        <h2 id="about-cardology" className="text-2xl font-semibold">
          {t('home.intro.heading')}
        </h2>
        <div className="grid max-w-prose gap-4 leading-relaxed">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p>
          <Link to="/placements-explained" className="hit-area font-medium text-accent-ink hover:underline">
            {t('home.intro.placementsLink')}
          </Link>
        </p>
      </div>
      <aside
        aria-label={t('home.intro.suitsLabel')}
        className="grid content-center lg:border-l lg:border-border lg:pl-10"
      >
        <ul className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4 lg:grid-cols-2">
          {SUITS.map(({ ace, suit }) => (
            <li key={suit} className="grid justify-items-center gap-1.5 text-center">
              <PlayingCard symbol={ace} size="sm" href={glossaryHref(ace)} className="mb-1" />
              <span className="font-serif text-base font-medium">{suits[suit].name}</span>
              <span className="text-xs leading-snug text-muted">
                {suits[suit].season} · {suits[suit].theme}
              </span>
            </li>
          ))}
        </ul>
      </aside>
    </Panel>
  );
}
