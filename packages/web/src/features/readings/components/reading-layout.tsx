import type { CardDescription } from '@cardology/contract/wire';
import { SPREAD_SIZE } from '@cardology/engine/positions';
import { CardRow, type CardRowItem, glossaryHref } from '../../../components/playing-card';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { Panel } from '../../../components/ui/panel';
import { spreadLabel } from '../../../lib/code-names';
import type { ReadingView } from '../reading-view';

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

const spreadItems = (view: ReadingView, from: number, to: number): CardRowItem[] =>
  view.spread
    .slice(from, to)
    .map((symbol, i) => item(symbol, spreadLabel(from + i) ?? '', view.descriptions[from + i]));

/**
 * The one layout of all four readings (docs/product.md §2 "Reading layout"): the Sun, displacing and environment
 * cards; the direct cards (spread items 2–8, Mercury … Neptune); the remaining cards (items 9–13,
 * Pluto … Earth/X); and the vertical spread, folded away so the page stays calm.
 */
export function ReadingLayout({ view }: { view: ReadingView }) {
  const top = [
    item(view.birthCard.symbol, 'Sun', view.birthCard),
    item(view.displacing.symbol, 'Disp', view.displacing),
    item(view.environment.symbol, 'Env', view.environment),
  ];
  const vertical = view.vertical.map((symbol, i) =>
    item(symbol, spreadLabel(i + 1) ?? '', view.verticalDescriptions[i]),
  );
  return (
    <div className="grid gap-6">
      <Panel>
        <CardRow title="Sun, Displacing & Environment" headingLevel={2} items={top} />
      </Panel>
      <Panel>
        <CardRow title="Direct Cards: Mercury to Neptune" headingLevel={2} items={spreadItems(view, 1, 8)} />
      </Panel>
      {view.spread.length > 8 ? (
        <Panel>
          <CardRow
            title="Remaining Cards: Pluto to Earth/X"
            headingLevel={2}
            items={spreadItems(view, 8, SPREAD_SIZE)}
          />
        </Panel>
      ) : null}
      {vertical.length > 0 ? (
        <Panel className="py-1 sm:py-2">
          <Accordion type="single" collapsible>
            <AccordionItem value="vertical">
              <AccordionTrigger headingLevel={2}>
                <span className="grid gap-0.5">
                  <span>Vertical Spread</span>
                  <span className="font-sans text-sm font-normal text-muted">
                    The column of the spread through the Sun card, Mercury row to Neptune row
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent className="pt-2 text-text">
                <CardRow title="Mercury to Neptune, top to bottom" headingLevel={3} items={vertical} />
              </AccordionContent>
            </AccordionItem>
          </Accordion>
        </Panel>
      ) : null}
    </div>
  );
}
