import { IN_YOUR_CARDS_NEEDS_BIRTHDATE, ME } from '@cardology/contract/in-your-cards';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackButton } from '../../components/back-button';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { AskAboutPairButton } from '../../features/assistant';
import { useSession } from '../../features/auth/use-session';
import { glossaryQuery } from '../../features/glossary';
import { type PairChoice, PairPicker, PairSkeleton, PairView, usePair } from '../../features/in-your-cards';
import { useConnections } from '../../features/people/api/get-connections';
import '../../features/glossary/texts';
import { useAnswerLanguage } from '../../features/language/use-answer-language';
import { useContractText } from '../../i18n/use-contract-text';
import { ApiError, errorMessage } from '../../lib/api';

/** A plain-words panel with a way forward, for every state that is not a loaded pair. */
function PairNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'danger' }) {
  return (
    <Panel className="grid justify-items-center gap-4 py-10 text-center">
      {tone === 'danger' ? <CircleAlert aria-hidden="true" className="size-8 text-danger" /> : null}
      <div role={tone === 'danger' ? 'alert' : 'status'} className="grid max-w-md gap-3 text-pretty">
        {children}
      </div>
    </Panel>
  );
}

/**
 * The pair could not be read: the user's own missing birthdate (with the way to add it), or a refusal
 * (no retry: asking again changes nothing), or a failure to retry.
 */
function PairFailure({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const contract = useContractText();
  if (error.message === IN_YOUR_CARDS_NEEDS_BIRTHDATE) {
    return (
      <PairNotice>
        <p>{contract('IN_YOUR_CARDS_NEEDS_BIRTHDATE')}</p>
        <div>
          <Button variant="outline" asChild>
            <Link to="/profile">{t('cards.pairs.addBirthdate')}</Link>
          </Button>
        </div>
      </PairNotice>
    );
  }
  const refused = error instanceof ApiError && error.status < 500;
  return (
    <PairNotice tone="danger">
      <p className="font-medium text-danger">{errorMessage(error, t('cards.pairs.failed'))}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {refused ? null : (
          <Button onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" />
            {t('cards.pairs.retry')}
          </Button>
        )}
        <Button variant="outline" asChild>
          <Link to="/">{t('cards.pairs.home')}</Link>
        </Button>
      </div>
    </PairNotice>
  );
}

/**
 * Two people side by side (docs/product.md §2, /pairs?a=&b=): any two of the user's profiles — the user
 * (`a=me`) and their saved people — chosen in two selects kept in the address, so the page can be linked.
 */
/**
 * The cards' names in the language shown: GET /api/pairs names them in English, the glossary (cached, and
 * already in the reader's language) by symbol. Not asked for in English, where the pair's own names are right.
 */
function useCardName() {
  const language = useAnswerLanguage();
  const glossary = useQuery({ ...glossaryQuery(language), enabled: language !== null && language !== 'en' });
  const cards = glossary.data?.cards;
  return (symbol: string, given: string) => cards?.[symbol]?.name ?? given;
}

export function PairsPage() {
  const { t } = useTranslation();
  const cardName = useCardName();
  const contract = useContractText();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const a = params.get('a') ?? ME;
  const b = params.get('b') ?? '';
  const connections = useConnections(user?.id ?? null);
  const ready = a !== '' && b !== '' && a !== b;
  const pair = usePair(user?.id ?? null, ready ? { a, b } : null);

  if (!user) return null;
  const choices: PairChoice[] = [
    { ref: ME, name: user.name },
    ...(connections.data ?? []).map((person) => ({ ref: person.id, name: person.name })),
  ];
  const choose = (side: 'a' | 'b', ref: string) => {
    const next = new URLSearchParams(params);
    next.set(side, ref);
    setParams(next, { replace: true });
  };

  const body = () => {
    if (!ready) {
      return (
        <PairNotice>{contract(a === b ? 'PAIR_NEEDS_DIFFERENT_PEOPLE' : 'PAIR_NEEDS_TWO_PEOPLE')}</PairNotice>
      );
    }
    if (pair.isPending) return <PairSkeleton />;
    if (pair.isError) {
      return <PairFailure error={pair.error} retrying={pair.isFetching} onRetry={() => pair.refetch()} />;
    }
    return (
      <div className="grid gap-6">
        <AskAboutPairButton a={a} b={b} />
        <PairView pair={pair.data} cardName={cardName} />
      </div>
    );
  };

  return (
    <>
      <PageHeading
        title={t('cards.pairs.title')}
        before={<BackButton />}
        subtitle={t('cards.pairs.subtitle')}
      />
      <PairPicker choices={choices} a={a} b={b} onChange={choose} />
      {body()}
    </>
  );
}
