import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSkeleton } from '../../components/loading-screen';
import { OfflineNote } from '../../components/offline-note';
import { TimeZoneSync } from '../../features/auth/shell';
import { ProfileLanguageSync } from '../../features/language/shell';
import { ReadingProfileProvider } from '../../features/people/reading-profile';
import { DrawersProvider } from '../drawers';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { scrollKey } from './scroll-key';

/**
 * The frame of every route: header, the page, footer, the phone bar and the global drawers, inside
 * the reading-profile context (the selected person) that the drawers and reading pages share.
 */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <ReadingProfileProvider>
      <DrawersProvider>
        <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
          <a
            href="#main"
            className="sr-only rounded-md bg-accent px-4 py-2.5 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center"
          >
            {t('shell.skip')}
          </a>
          <TimeZoneSync />
          <ProfileLanguageSync />
          <Header />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
            <OfflineNote />
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
          <BottomBar />
        </div>
        <ScrollRestoration getKey={scrollKey} />
      </DrawersProvider>
    </ReadingProfileProvider>
  );
}
