import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountOnFirstOpen } from '../components/mount-on-first-open';
import { LazyDrawer as Drawer } from '../components/ui/lazy-drawer';
import { useSession } from '../features/auth/use-session';
import { contractText } from '../i18n/i18n';
import { type Drawers, DrawersContext } from '../lib/drawers-context';
import { lazyNamed } from '../lib/lazy-named';

// The overlays' contents load when first opened, keeping them out of every page's first script.
const PeoplePanel = lazyNamed(() => import('../features/people/lazy'), 'PeoplePanel');
const GlossaryGrid = lazyNamed(() => import('../features/glossary/lazy'), 'GlossaryGrid');
const CreditRequestDialog = lazyNamed(() => import('../features/credits/lazy'), 'CreditRequestDialog');

type Overlay = 'people' | 'glossary' | 'credit-request';

/** The app's global overlays: one open at a time, opened from the header, menu or bottom bar. */
export function DrawersProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setOpen] = useState<Overlay | null>(null);
  // Every overlay here is for a signed-in user: when the session ends they close (focus then goes to
  // the page, see lib/return-focus.ts) and stay closed after the next sign-in.
  const signedOut = useSession().status === 'signed-out';
  const open = signedOut ? null : state;
  useEffect(() => {
    if (signedOut) setOpen(null);
  }, [signedOut]);
  const drawers = useMemo<Drawers>(
    () => ({
      openPeople: () => setOpen('people'),
      openGlossary: () => setOpen('glossary'),
      openCreditRequest: () => setOpen('credit-request'),
      close: () => setOpen(null),
    }),
    [],
  );
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <DrawersContext value={drawers}>
      {children}
      <Drawer
        open={open === 'people'}
        onOpenChange={onOpenChange}
        title={contractText('SELECT_A_PERSON')}
        description={t('shell.drawers.people')}
      >
        <PeoplePanel onDone={drawers.close} />
      </Drawer>
      <Drawer
        open={open === 'glossary'}
        onOpenChange={onOpenChange}
        title={t('shell.header.cardGlossary')}
        description={t('shell.drawers.glossary')}
      >
        <GlossaryGrid onNavigate={drawers.close} />
      </Drawer>
      <MountOnFirstOpen open={open === 'credit-request'}>
        <CreditRequestDialog open={open === 'credit-request'} onOpenChange={onOpenChange} />
      </MountOnFirstOpen>
    </DrawersContext>
  );
}
