import { LibraryBig, LogIn, LogOut, type LucideIcon, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { loginState } from '../../features/auth/login-state';
import { useLogout } from '../../features/auth/use-logout';
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
 * Phones only (below md): the four documented actions within thumb reach, for visitors too, and the journal
 * (issue 24: a daily page, so it earns a fifth place rather than a trip through the menu). The person list and
 * the glossary belong to an account, so a visitor tapping them goes to /login, which brings them back to
 * this page afterwards; Saved and Journal lead to their pages, whose guard does the same.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { openPeople, openGlossary } = useDrawers();
  const { logout, isPending } = useLogout();
  const location = useLocation();
  const navigate = useNavigate();
  if (session.status === 'loading') return null;

  const signedIn = session.status === 'signed-in';
  const toLogin = () => navigate('/login', { state: loginState(location) });

  return (
    <nav
      aria-label={t('shell.bar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="grid grid-cols-5">
        <li>
          <button type="button" className={itemClasses} onClick={signedIn ? openPeople : toLogin}>
            <ItemContent icon={UsersRound}>{t('shell.bar.selectPerson')}</ItemContent>
          </button>
        </li>
        <li>
          <button type="button" className={itemClasses} onClick={signedIn ? openGlossary : toLogin}>
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
          {signedIn ? (
            <button type="button" className={itemClasses} onClick={logout} disabled={isPending}>
              <ItemContent icon={LogOut}>{t('shell.menu.logout')}</ItemContent>
            </button>
          ) : (
            <NavLink to="/login" className={linkClasses}>
              <ItemContent icon={LogIn}>{t('shell.menu.login')}</ItemContent>
            </NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
