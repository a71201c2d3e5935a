import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { useSession } from '../../features/auth/use-session';
import { InYourCardsSection } from '../../features/in-your-cards';
import { addEnglish } from '../../i18n/i18n';
import { home } from '../../i18n/locales/en/home';
import { lazyNamed } from '../../lib/lazy-named';
import { CardologyIntro } from './cardology-intro';
import { ReadingLinks } from './reading-links';
import { TodaysInfluence } from './todays-influence';

// Its own chunk, fetched once home has rendered: the look back never delays home's first paint.
const LookBackCard = lazyNamed(() => import('../../features/journal/lazy'), 'LookBackCard');

/**
 * Home (docs/product.md §2): a welcome, today's card and its spread, who is in the user's cards today, the
 * four readings, one look back at the journal when there is one, and a word on Cardology.
 */
// Home's English texts come with this chunk, not in the first page's script of every route.
addEnglish({ home });

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // RequireAuth renders this page only for a signed-in user (and redirects everyone else to /login).
  if (!user) return null;
  return (
    <>
      <PageHeading title={t('home.welcome', { name: user.name })} subtitle={t('home.subtitle')} />
      <TodaysInfluence />
      <InYourCardsSection scope="today" className="mb-10" />
      <ReadingLinks isPremium={user.isPremium} />
      {/* Below the readings: arriving late, it moves nothing a reader is already looking at. */}
      <Suspense fallback={null}>
        <LookBackCard enabled={user.birthdate !== null} />
      </Suspense>
      <CardologyIntro />
    </>
  );
}
