import { LibraryBig, LogIn, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { useSession } from '../../features/auth/use-session';
import { useDrawers } from '../../lib/drawers-context';
import { CreditBalance } from './credit-balance';
import { Menu } from './menu';

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const { openPeople, openGlossary } = useDrawers();
  const onLoginPage = useLocation().pathname === '/login';

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/85 backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Menu />
        <Link
          to="/"
          className="hit-area flex items-center gap-2 rounded-md font-serif text-xl font-semibold tracking-tight"
        >
          <span aria-hidden="true" className="text-lg text-accent">
            ♦
          </span>
          Cardology
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {session.status === 'signed-in' && (
            <div className="hidden items-center gap-2 md:flex">
              <IconButton label={t('shell.bar.selectPerson')} icon={UsersRound} onClick={openPeople} />
              <IconButton label={t('shell.header.cardGlossary')} icon={LibraryBig} onClick={openGlossary} />
              <CreditBalance credits={session.user.tts_credits} className="ml-1" />
              {session.user.isPremium && <Badge>Premium</Badge>}
            </div>
          )}
          {session.status === 'signed-out' && !onLoginPage && (
            // Phones have Login in the bottom bar.
            <div className="hidden md:block">
              <Button asChild variant="outline" size="sm">
                <Link to="/login">
                  <LogIn aria-hidden="true" />
                  {t('shell.menu.login')}
                </Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
