import type { CardDescription } from '@cardology/contract/wire';
import { SPREAD_SIZE } from '@cardology/engine/positions';
import { useTranslation } from 'react-i18next';
import { CardRow, type CardRowItem, glossaryHref } from '../../../components/playing-card';
import { usePlaceLabels, useSpreadLabels } from '../../../components/playing-card/spread-labels';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { Panel } from '../../../components/ui/panel';
import type { ReadingView } from '../reading-view';
import '../texts';

/** One card of a row: its place, its text in that place (title, description, keywords) and its glossary link. */
function item(symbol: string, label: string, text: Partial<CardDescription> | undefined): CardRowItem {
  return {
    symbol,
    label,
    href: glossaryHref(symbol),
    ...(text?.title ? { title: text.title } : {}),
    ...(text?.description ? { description: text.description } : {}),
    ...(text?.Keywords?.length ? { keywords: text.Keywords } : {}),
  };
}

const spreadItems = (view: ReadingView, labels: readonly string[], from: number, to: number): CardRowItem[] =>
  view.spread
    .slice(from, to)
    .map((symbol, i) => item(symbol, labels[from + i] ?? '', view.descriptions[from + i]));

/**
 * The one layout of all four readings (docs/product.md §2 "Reading layout"): the Sun, displacing and environment
 * cards; the direct cards (spread items 2–8, Mercury … Neptune); the remaining cards (items 9–13,
 * Pluto … Earth/X); and the vertical spread, folded away so the page stays calm.
 */
export function ReadingLayout({ view }: { view: ReadingView }) {
  const { t } = useTranslation();
  const places = usePlaceLabels();
  const labels = useSpreadLabels();
  const top = [
    item(view.birthCard.symbol, places.sun, view.birthCard),
    item(view.displacing.symbol, places.displacement, view.displacing),
    item(view.environment.symbol, places.environment, view.environment),
  ];
  const vertical = view.vertical.map((symbol, i) =>
    item(symbol, labels[i + 1] ?? '', view.verticalDescriptions[i]),
  );
  return (
    <div className="grid gap-6">
      <Panel>
        <CardRow title={t('readings.layout.top')} headingLevel={2} items={top} />
      </Panel>
      <Panel>
        <CardRow
          title={t('readings.layout.direct')}
          headingLevel={2}
          items={spreadItems(view, labels, 1, 8)}
        />
      </Panel>
      {view.spread.length > 8 ? (
        <Panel>
          <CardRow
            title={t('readings.layout.remaining')}
            headingLevel={2}
            items={spreadItems(view, labels, 8, SPREAD_SIZE)}
          />
        </Panel>
      ) : null}
      {vertical.length > 0 ? (
        <Panel className="py-1 sm:py-2">
          <Accordion type="single" collapsible>
            <AccordionItem value="vertical">
              <AccordionTrigger headingLevel={2}>
                <span className="grid gap-0.5">
                  <span>{t('readings.layout.vertical')}</span>
                  <span className="font-sans text-sm font-normal text-muted">
                    {t('readings.layout.verticalHint')}
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent className="pt-2 text-text">
                <CardRow title={t('readings.layout.verticalRows')} headingLevel={3} items={vertical} />
              </AccordionContent>
            </AccordionItem>
          </Accordion>
        </Panel>
      ) : null}
    </div>
  );
}
