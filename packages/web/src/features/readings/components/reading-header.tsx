import { UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDrawers } from '../../../lib/drawers-context';
import type { SelectedPerson } from '../../people/reading-profile';
import '../texts';

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
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        tight
        title={person ? t('readings.forPerson', { reading, name: person.name }) : reading}
        subtitle={subtitle}
      />
      <div className="-mt-2 mb-8 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={openPeople}>
          <UserRoundPen aria-hidden="true" />
          {t('readings.changePerson')}
        </Button>
        {action}
      </div>
    </>
  );
}
