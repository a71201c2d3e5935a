import { Crown, House, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { LoadingScreen } from '../../components/loading-screen';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import '../../features/assistant/texts';
import { useSession } from '../../features/auth/use-session';
import { i18n } from '../../i18n/i18n';
import { premiumRequestMailto } from './premium-request-mail';

export function PremiumRequiredPage() {
  const { status, user } = useSession();
  const isPremium = user?.isPremium === true;
  const { t } = useTranslation();

  useEffect(() => {
    // The id keeps one toast even when React runs this effect twice in development.
    if (isPremium) toast.success(i18n.t('assistant.premium.detected'), { id: 'premium-detected' });
  }, [isPremium]);

  // Wait for the session: a premium user should not glimpse this page before being sent home.
  if (status === 'loading') return <LoadingScreen />;
  if (isPremium) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto max-w-xl sm:pt-6">
      <title>{t('assistant.premium.documentTitle')}</title>
      <Panel className="grid animate-rise justify-items-center gap-6 text-center">
        <div className="grid size-16 place-items-center rounded-full border border-accent/50 bg-accent/10 text-accent">
          <Crown aria-hidden="true" className="size-8" />
        </div>
        <h1 className="text-3xl font-semibold">{t('assistant.premium.heading')}</h1>
        <div className="grid gap-3 text-lg">
          <p>{t('assistant.premium.only')}</p>
          <p className="text-muted">{t('assistant.premium.contact')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <a href={premiumRequestMailto(user?.email ?? null)}>
              <Mail aria-hidden="true" />
              {t('assistant.premium.request')}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">
              <House aria-hidden="true" />
              {t('assistant.premium.home')}
            </Link>
          </Button>
        </div>
      </Panel>
    </div>
  );
}
