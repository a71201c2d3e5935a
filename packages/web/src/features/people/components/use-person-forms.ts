import { useState } from 'react';
import { useFocusReturn } from './use-focus-return';

/**
 * The drawer's forms, one at a time: the add form or one person's edit form, each taking focus as it opens
 * and giving it back to the button that opened it as it closes ('add', or the person's Edit button by id).
 */
export function usePersonForms() {
  const [adding, setAdding] = useState(false);
  /** The id of the person whose row is the edit form. */
  const [editing, setEditing] = useState<string | null>(null);
  const { opener, returnFocusTo } = useFocusReturn();
  return {
    adding,
    editing,
    opener,
    toggleAdd: () => {
      setEditing(null);
      setAdding((open) => !open);
    },
    closeAdd: () => {
      setAdding(false);
      returnFocusTo('add');
    },
    edit: (id: string) => {
      setAdding(false);
      setEditing(id);
    },
    closeEdit: (id: string) => {
      setEditing(null);
      returnFocusTo(id);
    },
  };
}
