import { PLACEMENTS } from '@cardology/engine/texts/placements';
import { BackButton } from '../../components/back-button';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';

export function PlacementsExplainedPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        before={<BackButton />}
        title="Understanding Card Placements"
        subtitle="Each card in a spread sits in a placement. The placement says which part of life the card speaks to."
      />
      <Panel className="py-2 sm:py-3">
        {PLACEMENTS.length === 0 ? (
          <p className="py-6 text-center text-muted">The placement guide is being written.</p>
        ) : (
          <Accordion type="single" collapsible>
            {PLACEMENTS.map((placement) => (
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
      <p className="mt-6 text-center text-sm text-muted">
        This is a general overview. What a card means in a placement also depends on the card itself and on
        the rest of the reading.
      </p>
    </div>
  );
}
