import {
  BookOpenText,
  Compass,
  House,
  type LucideIcon,
  NotebookPen,
  ShieldCheck,
  Sparkles,
  Spline,
  SquareUserRound,
} from 'lucide-react';
import { READING_ROUTES } from '../../features/readings/shell';
import type { TextKey } from '../../i18n/text-key';

export interface NavItem {
  to: string;
  /** The catalog key of its label (i18n/locales/en/shell.ts). */
  label: TextKey;
  icon: LucideIcon;
}

/** The slide-out menu, in the product's order (Login or Logout is added after these). */
export const MENU_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'shell.menu.home', icon: House },
  ...READING_ROUTES.map(({ to, title, icon }) => ({ to, label: title, icon })),
  { to: '/combination', label: 'shell.menu.combination', icon: Spline },
  { to: '/name-card', label: 'shell.menu.nameCard', icon: Sparkles },
  { to: '/placements-explained', label: 'shell.menu.placements', icon: Compass },
  { to: '/profile', label: 'shell.menu.profile', icon: SquareUserRound },
];

export const SAVED_ITEM: NavItem = { to: '/saved-readings', label: 'shell.menu.saved', icon: BookOpenText };

export const JOURNAL_ITEM: NavItem = { to: '/journal', label: 'shell.menu.journal', icon: NotebookPen };

/**
 * After the product's own menu: the account's own pages, which a desktop has no other way to reach (the phone
 * bar links Saved and the journal).
 */
export const ACCOUNT_MENU_ITEMS: readonly NavItem[] = [
  JOURNAL_ITEM,
  { ...SAVED_ITEM, label: 'shell.menu.savedInterpretations' },
];

/** An admin's menu adds the credit console; the route's own guard still asks the server. */
export const ADMIN_MENU_ITEM: NavItem = {
  to: '/admin/credit-management',
  label: 'shell.menu.creditManagement',
  icon: ShieldCheck,
};
