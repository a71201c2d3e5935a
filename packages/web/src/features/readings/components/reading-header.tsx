import { UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDrawers } from '../../../lib/drawers-context';
import type { SelectedPerson } from '../../people/reading-profile';

interface ReadingHeaderProps {
  /** 'Yearly Reading', 'Weekly Reading' … */
  reading: string;
  person: SelectedPerson | null;
  subtitle: string;
  /** The top GET_AI_INTERPRETATION button, when a reading is loaded. */
  action?: ReactNode;
}

/** The page title says whose reading it is; 'Change person' opens the global people drawer. */
export function ReadingHeader({ reading, person, subtitle, action }: ReadingHeaderProps) {
  const { openPeople } = useDrawers();
  return (
    <>
      <PageHeading tight title={person ? `${reading} for ${person.name}` : reading} subtitle={subtitle} />
      <div className="-mt-2 mb-8 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={openPeople}>
          <UserRoundPen aria-hidden="true" />
          Change person
        </Button>
        {action}
      </div>
    </>
  );
}
