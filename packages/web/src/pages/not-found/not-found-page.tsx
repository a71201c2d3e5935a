import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-6 py-12 text-center">
      <title>{t('shell.notFound.documentTitle')}</title>
      <div
        aria-hidden="true"
        className="grid h-36 w-24 -rotate-6 place-items-center rounded-xl border border-card-edge bg-card-face font-serif text-5xl text-card-black shadow-lift"
      >
        ?
      </div>
      <div className="grid gap-2">
        {/* The numeral is for the eye; the heading below says the same in words. */}
        <p aria-hidden="true" className="font-serif text-6xl font-semibold text-accent tabular-nums">
          404
        </p>
        <h1 className="text-3xl font-semibold">{t('shell.notFound.title')}</h1>
        <p className="text-muted">{t('shell.notFound.body')}</p>
      </div>
      <Button asChild>
        <Link to="/">{t('shell.notFound.home')}</Link>
      </Button>
    </div>
  );
}
