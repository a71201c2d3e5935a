import { PLACEMENT_KEYS } from '@cardology/engine/texts/locales/types';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/back-button';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import '../../features/glossary/texts';

export function PlacementsExplainedPage() {
  const { t } = useTranslation();
  // The guide in the language shown: the engine's texts (its locale catalogs), through the cards catalog.
  const guide = t('cards.placements.guide', { returnObjects: true });
  // In the guide's order; an entry a catalog lacks is left out rather than shown empty.
  const entries = PLACEMENT_KEYS.flatMap((key) => (guide[key] ? [guide[key]] : []));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        before={<BackButton />}
        title={t('cards.placements.title')}
        subtitle={t('cards.placements.subtitle')}
      />
      <Panel className="py-2 sm:py-3">
        {entries.length === 0 ? (
          <p className="py-6 text-center text-muted">{t('cards.placements.empty')}</p>
        ) : (
          <Accordion type="single" collapsible>
            {entries.map((placement) => (
              <AccordionItem key={placement.heading} value={placement.heading}>
                <AccordionTrigger headingLevel={2}>{placement.heading}</AccordionTrigger>
                <AccordionContent className="max-w-prose leading-relaxed">
                  {placement.explanation}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </Panel>
      <p className="mt-6 text-center text-sm text-muted">{t('cards.placements.footer')}</p>
    </div>
  );
}
