import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import type { Me } from '../../auth/api/get-me';
import { ageToday, selfProfile } from '../reading-profile';
import { PersonRow } from './person-row';
import '../texts';

interface SelfRowProps {
  me: Me;
  selected: boolean;
  onSelect: () => void;
  /** Closes the drawer when the reader follows the link to their profile. */
  onLeave: () => void;
}

/** The signed-in reader's own row, first in the drawer; without a birthdate it points to the profile. */
export function SelfRow({ me, selected, onSelect, onLeave }: SelfRowProps) {
  const self = selfProfile(me);
  const { t } = useTranslation();
  return (
    <section aria-label={t('people.you')} className="grid gap-2">
      <PersonRow
        name={me.name}
        birthdate={self.birthdate}
        age={me.age ?? ageToday(self.birthdate)}
        selected={selected}
        onSelect={onSelect}
        tag={<Badge tone="neutral">{t('people.you')}</Badge>}
        note={
          self.birthdate === null ? (
            <Trans
              i18nKey="people.noBirthdate"
              components={{
                1: <Link to="/profile" onClick={onLeave} className="font-medium text-accent-ink underline" />,
              }}
            />
          ) : undefined
        }
      />
    </section>
  );
}
