import { Compass, LibraryBig, LogIn, LogOut, type LucideIcon, Plus, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { SIGN_UP_PATH, useLogout } from '../../features/auth/shell';
import { useSession } from '../../features/auth/use-session';
import { cn } from '../../lib/cn';
import { useDrawers } from '../../lib/drawers-context';
import { JOURNAL_ITEM, SAVED_ITEM } from './nav-items';

// Five to a row on a 320 px phone: a long label may take two short lines, centred.
const itemBase =
  'flex h-16 w-full cursor-pointer flex-col items-center justify-center gap-1 px-0.5 text-center text-xs leading-tight font-medium transition-colors';
const itemClasses = cn(itemBase, 'text-muted hover:text-text');
const linkClasses = ({ isActive }: { isActive: boolean }) =>
  isActive ? cn(itemBase, 'text-accent-ink') : itemClasses;

function ItemContent({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </>
  );
}

/**
 * Phones only (below md). Signed in: the four documented actions within thumb reach and the journal (issue 24:
 * a daily page, so it earns a fifth place). Signed out, only what a visitor can use (issue 34: the person list,
 * the glossary, Saved and the journal belong to an account, and sent a visitor on the login page nowhere):
 * the placements explained, creating an account, signing in. docs/decisions/011-visitors-and-session-end.md.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'loading') return null;
  return (
    <nav
      aria-label={t('shell.bar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      {session.status === 'signed-in' ? <ReaderItems /> : <VisitorItems />}
    </nav>
  );
}

function ReaderItems() {
  const { t } = useTranslation();
  const { openPeople, openGlossary } = useDrawers();
  const { logout, isPending } = useLogout();
  return (
    <ul className="grid grid-cols-5">
      <li>
        <button type="button" className={itemClasses} onClick={openPeople}>
          <ItemContent icon={UsersRound}>{t('shell.bar.selectPerson')}</ItemContent>
        </button>
      </li>
      <li>
        <button type="button" className={itemClasses} onClick={openGlossary}>
          <ItemContent icon={LibraryBig}>{t('shell.bar.glossary')}</ItemContent>
        </button>
      </li>
      <li>
        <NavLink to={SAVED_ITEM.to} className={linkClasses}>
          <ItemContent icon={SAVED_ITEM.icon}>{t(SAVED_ITEM.label)}</ItemContent>
        </NavLink>
      </li>
      <li>
        <NavLink to={JOURNAL_ITEM.to} className={linkClasses}>
          <ItemContent icon={JOURNAL_ITEM.icon}>{t(JOURNAL_ITEM.label)}</ItemContent>
        </NavLink>
      </li>
      <li>
        <button type="button" className={itemClasses} onClick={logout} disabled={isPending}>
          <ItemContent icon={LogOut}>{t('shell.menu.logout')}</ItemContent>
        </button>
      </li>
    </ul>
  );
}

function VisitorItems() {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-3">
      <li>
        <NavLink to="/placements-explained" className={linkClasses}>
          <ItemContent icon={Compass}>{t('shell.menu.placements')}</ItemContent>
        </NavLink>
      </li>
      <li>
        {/* Links, not NavLinks: both are /login, and neither is "the page you are on" beside the other. */}
        {/* The credit balance's plus, already in the first page's script: a new icon took it past 150 kB. */}
        <Link to={SIGN_UP_PATH} className={itemClasses}>
          <ItemContent icon={Plus}>{t('shell.bar.signUp')}</ItemContent>
        </Link>
      </li>
      <li>
        <Link to="/login" className={itemClasses}>
          <ItemContent icon={LogIn}>{t('shell.menu.login')}</ItemContent>
        </Link>
      </li>
    </ul>
  );
}
