import { BookOpen } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import '../../features/glossary/texts';
import { useContractText } from '../../i18n/use-contract-text';
import { useDrawers } from '../../lib/drawers-context';

/** docs/product.md §2: an unknown (or unreadable) symbol: CARD_NOT_FOUND with a link home. */
export function CardNotFound({ requested }: { requested?: string }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { openGlossary } = useDrawers();
  return (
    <div className="flex flex-col items-center gap-6 py-12 text-center">
      <title>{t('cards.pageTitle', { name: contract('CARD_NOT_FOUND') })}</title>
      <div
        aria-hidden="true"
        className="grid h-36 w-24 rotate-6 place-items-center rounded-xl border border-card-edge bg-card-face font-serif text-5xl text-card-black shadow-lift"
      >
        ?
      </div>
      <div className="grid max-w-md gap-2">
        <h1 className="text-3xl font-semibold">{contract('CARD_NOT_FOUND')}</h1>
        <p className="text-pretty text-muted">
          {requested ? (
            <Trans
              i18nKey="cards.glossary.notFoundNamed"
              values={{ requested }}
              components={{ 1: <span className="font-medium text-text break-all" /> }}
            />
          ) : (
            t('cards.glossary.notFoundAny')
          )}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t('cards.glossary.returnHome')}</Link>
        </Button>
        <Button variant="outline" onClick={openGlossary}>
          <BookOpen aria-hidden="true" />
          {t('cards.glossary.browse')}
        </Button>
      </div>
    </div>
  );
}
