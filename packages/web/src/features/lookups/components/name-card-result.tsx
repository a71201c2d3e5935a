import type { NameCardResult } from '@cardology/contract/wire';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { glossaryHref } from '../../../components/playing-card/card-identity';
import { PlayingCard } from '../../../components/playing-card/playing-card';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import '../texts';

const TERM = 'text-xs font-semibold tracking-[0.14em] text-muted uppercase';

/** docs/product.md §2: the name card result (cards.lookups.name.result) — the name, its numeric value, and the card with its symbol and name. */
export function NameCardResultPanel({ result }: { result: NameCardResult }) {
  const { t } = useTranslation();
  const href = glossaryHref(result.card.symbol);
  return (
    <Panel aria-labelledby="name-card-result" className="grid gap-6">
      <h2 id="name-card-result" className="text-2xl font-semibold">
        {t('cards.lookups.name.result')}
      </h2>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-5 sm:gap-8">
        <div className="motion-safe:animate-rise">
          <PlayingCard symbol={result.card.symbol} size="md" href={href} />
        </div>
        <dl className="grid gap-4">
          <div className="grid gap-1">
            <dt className={TERM}>{t('cards.lookups.name.name')}</dt>
            <dd className="font-serif text-xl break-words">{result.name}</dd>
          </div>
          {result.transliteration !== undefined && (
            <Transliteration result={result} latin={result.transliteration} />
          )}
          <div className="grid gap-1">
            <dt className={TERM}>{t('cards.lookups.name.value')}</dt>
            <dd className="font-serif text-3xl font-semibold text-accent tabular-nums">
              {result.name_value}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className={TERM}>{t('cards.lookups.name.card')}</dt>
            <dd className="grid gap-1">
              <span className="text-lg">
                <span className="font-serif font-semibold">{result.card.symbol}</span>
                <span className="text-muted"> · </span>
                <span>{result.card.name}</span>
              </span>
              <Link
                to={href}
                className="inline-flex items-center gap-1 text-sm text-accent-ink underline-offset-4 hover:underline"
              >
                {t('cards.lookups.name.readAbout', { name: result.card.name })}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </dd>
          </div>
        </dl>
      </div>
    </Panel>
  );
}

/** A Cyrillic name's Latin letters and their sum, 'Анна → ANNA = 30', with the rule that wrote them. */
function Transliteration({ result, latin }: { result: NameCardResult; latin: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1">
      <dt className={TERM}>{t('cards.lookups.name.transliteration')}</dt>
      <dd className="grid gap-1">
        <span className="font-serif text-lg break-words">
          {t('cards.lookups.name.transliterated', {
            name: result.name,
            latin,
            value: result.name_value,
          })}
        </span>
        <span className="text-sm text-muted">{t('cards.lookups.name.transliterationRule')}</span>
      </dd>
    </div>
  );
}

/** The result's shape while the lookup runs. */
export function NameCardResultSkeleton() {
  return (
    <Panel className="grid gap-6" aria-busy="true">
      <Skeleton className="h-7 w-48" />
      <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-5 sm:gap-8">
        <div className="aspect-[5/7] w-24 rounded-[8%/5.7%] bg-muted/15 motion-safe:animate-pulse" />
        <div className="grid gap-4">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-14" />
        </div>
      </div>
    </Panel>
  );
}
