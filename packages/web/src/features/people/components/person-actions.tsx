import { Pencil, Trash2, UsersRound } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { pairWithMeHref } from '../../../lib/pair-href';
import type { Connection } from '../api/get-connections';
import '../texts';

interface PersonActionsProps {
  person: Connection;
  /** Following the pair link closes the drawer. */
  onLeave: () => void;
  onEdit: () => void;
  onRemove: () => void;
  /** The Edit button, which gets focus back when the edit form closes. */
  editRef: Ref<HTMLButtonElement>;
}

/** The icon buttons beside a saved person's row: the pair with the user, edit, remove. */
export function PersonActions({ person, onLeave, onEdit, onRemove, editRef }: PersonActionsProps) {
  const { id, name } = person;
  const { t } = useTranslation();
  return (
    <>
      <Button variant="ghost" size="icon-sm" asChild className="text-muted hover:text-accent-ink">
        <Link
          to={pairWithMeHref(id)}
          onClick={onLeave}
          aria-label={t('people.pairWithMe', { name })}
          title={t('people.pairWithMe', { name })}
        >
          <UsersRound aria-hidden="true" />
        </Link>
      </Button>
      <IconButton
        ref={editRef}
        label={t('people.editPerson', { name })}
        icon={Pencil}
        size="icon-sm"
        onClick={onEdit}
        className="text-muted hover:text-accent-ink"
      />
      <IconButton
        label={t('people.removePerson', { name })}
        icon={Trash2}
        size="icon-sm"
        onClick={onRemove}
        className="text-muted hover:text-danger"
      />
    </>
  );
}
