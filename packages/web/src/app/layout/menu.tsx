import { LogIn, LogOut, MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LazyDrawer as Drawer } from '../../components/ui/lazy-drawer';
import { useLogout } from '../../features/auth/shell';
import { useSession } from '../../features/auth/use-session';
import { cn } from '../../lib/cn';
import { CreditBalance } from './credit-balance';
import { ACCOUNT_MENU_ITEMS, ADMIN_MENU_ITEM, MENU_ITEMS } from './nav-items';

const itemBase = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-base transition-colors';
const itemClasses = cn(itemBase, 'text-text hover:bg-surface-2');
const activeItemClasses = cn(itemBase, 'bg-accent/12 font-medium text-accent-ink hover:bg-accent/15');

/** The slide-out menu from the left: every destination, the account summary, Login or Logout. */
export function Menu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const session = useSession();
  const { logout, isPending } = useLogout();
  const close = () => setOpen(false);
  const items = [...MENU_ITEMS, ...ACCOUNT_MENU_ITEMS, ...(session.user?.isAdmin ? [ADMIN_MENU_ITEM] : [])];

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('shell.menu.open')}
        onClick={() => setOpen(true)}
        className="-ml-2"
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      <Drawer open={open} onOpenChange={setOpen} side="left" title="Cardology">
        {session.user && <AccountSummary user={session.user} onRequest={close} />}
        <nav aria-label={t('shell.menu.main')} className="px-3 py-3">
          <ul className="grid gap-0.5">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  onClick={close}
                  className={({ isActive }) => (isActive ? activeItemClasses : itemClasses)}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 opacity-80" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 border-t border-border pt-2">
              <SignInOrOut
                signedIn={session.status === 'signed-in'}
                leaving={isPending}
                onLeave={() => {
                  close();
                  logout();
                }}
                onSignIn={close}
              />
            </li>
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

type SignedInUser = NonNullable<ReturnType<typeof useSession>['user']>;

/** Who is signed in, their credits and whether they are premium, at the top of the menu. */
function AccountSummary({ user, onRequest }: { user: SignedInUser; onRequest: () => void }) {
  return (
    <div className="grid gap-3 border-b border-border px-5 py-4">
      <div className="min-w-0">
        <p className="truncate font-medium">{user.name}</p>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CreditBalance credits={user.tts_credits} onRequest={onRequest} />
        {user.isPremium && <Badge>Premium</Badge>}
      </div>
    </div>
  );
}

interface SignInOrOutProps {
  signedIn: boolean;
  /** A sign-out under way. */
  leaving: boolean;
  onLeave: () => void;
  onSignIn: () => void;
}

/** Logout for a signed-in reader, Login for anyone else: the menu's last item. */
function SignInOrOut({ signedIn, leaving, onLeave, onSignIn }: SignInOrOutProps) {
  const { t } = useTranslation();
  return signedIn ? (
    <button type="button" className={cn(itemClasses, 'cursor-pointer')} disabled={leaving} onClick={onLeave}>
      <LogOut aria-hidden="true" className="size-5 shrink-0 opacity-80" />
      {t('shell.menu.logout')}
    </button>
  ) : (
    <Link to="/login" onClick={onSignIn} className={itemClasses}>
      <LogIn aria-hidden="true" className="size-5 shrink-0 opacity-80" />
      {t('shell.menu.login')}
    </Link>
  );
}
