import { PLACEMENTS } from '@cardology/engine/texts/placements';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';

export function PlacementsExplainedPage() {
  const navigate = useNavigate();
  // 'default' is the key of the first entry of this visit: there is nothing in the app to go back to.
  const canGoBack = useLocation().key !== 'default';

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        before={
          <Button
            variant="quiet"
            size="sm"
            className="-ml-3 justify-self-start"
            onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}
          >
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        }
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
                <AccordionTrigger>{placement.heading}</AccordionTrigger>
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
