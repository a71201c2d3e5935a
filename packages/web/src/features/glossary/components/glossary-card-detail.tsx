import type { GlossaryCard } from '@cardology/contract/wire';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LifeSpreadRows } from '../../../components/playing-card/life-spread-rows';
import { PlayingCard } from '../../../components/playing-card/playing-card';
import { Panel } from '../../../components/ui/panel';
import { currentLanguage } from '../../../i18n/i18n';
import { formatBirthday } from '../format-birthday';
import { MysticalFamilyNote } from './mystical-family-note';
import { RelatedCards } from './related-cards';
import '../texts';

interface GlossaryCardDetailProps {
  card: GlossaryCard;
  /** Sits above the name (the Back button). */
  before?: ReactNode;
}

const CHIP = 'inline-flex items-center rounded-full border border-border bg-surface-2 px-3 py-1 text-sm';

/** A found glossary card (docs/product.md §2): the card, its texts, its life spread and its related cards. */
export function GlossaryCardDetail({ card, before }: GlossaryCardDetailProps) {
  const { t } = useTranslation();
  const { details } = card;
  return (
    <article className="grid gap-8">
      <title>{t('cards.pageTitle', { name: card.name })}</title>
      {before}
      <header className="grid items-start gap-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-12">
        <div className="grid justify-items-center">
          <PlayingCard symbol={card.symbol} size="lg" className="max-w-[min(14rem,60vw)]" />
        </div>
        <div className="grid content-start gap-6">
          <div className="grid gap-3">
            <p className="font-serif text-2xl text-accent">{card.symbol}</p>
            <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{card.name}</h1>
            {details.title && <p className="font-serif text-xl text-muted italic">{details.title}</p>}
            <div aria-hidden="true" className="h-px w-16 bg-accent/70" />
          </div>
          <CardFacts details={details} />
          {card.is_mystical_family && <MysticalFamilyNote />}
        </div>
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-2">
        <Section title={t('cards.glossary.meaning')}>
          <p className="max-w-prose text-pretty leading-relaxed">{details.description}</p>
        </Section>

        <Section title={t('cards.glossary.lifeSpread')}>
          {/* On a phone the panel's padding would leave the thirteen cards too little width. */}
          <div className="-mx-5 sm:mx-0">
            <LifeSpreadRows
              symbols={card.life_spread}
              title={t('cards.glossary.lifeSpreadOf', { name: card.name })}
            />
          </div>
        </Section>
      </div>

      <Section title={t('cards.glossary.relatedCards')}>
        <RelatedCards card={card} />
      </Section>
    </article>
  );
}

/** The card's planetary position, the birthdays it belongs to, and its keywords. */
function CardFacts({ details }: { details: GlossaryCard['details'] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Fact term={t('cards.glossary.planetaryPosition')}>
        <span className="text-lg">{details.position}</span>
      </Fact>
      <Fact term={t('cards.glossary.birthdays')} className="sm:col-span-2">
        {details.birthdays.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {details.birthdays.map((day) => (
              <li key={day} className={`${CHIP} tabular-nums`}>
                {formatBirthday(day, currentLanguage())}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">{t('cards.glossary.none')}</span>
        )}
      </Fact>
      {details.keywords.length > 0 && (
        <Fact term={t('cards.glossary.keywords')} className="sm:col-span-2">
          <ul className="flex flex-wrap gap-2">
            {details.keywords.map((keyword) => (
              <li key={keyword} className={`${CHIP} border-accent/40 bg-accent/10`}>
                {keyword}
              </li>
            ))}
          </ul>
        </Fact>
      )}
    </dl>
  );
}

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={['grid gap-2', className].filter(Boolean).join(' ')}>
      <dt className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-5 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </Panel>
  );
}
