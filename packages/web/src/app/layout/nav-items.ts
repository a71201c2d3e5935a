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
import { READING_ROUTES } from '../../features/readings/reading-routes';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The slide-out menu, in the product's order (Login or Logout is added after these). */
export const MENU_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  ...READING_ROUTES.map(({ to, title, icon }) => ({ to, label: title, icon })),
  { to: '/combination', label: 'Combination Cards', icon: Spline },
  { to: '/name-card', label: 'Name Card', icon: Sparkles },
  { to: '/placements-explained', label: 'Placements Explained', icon: Compass },
  { to: '/profile', label: 'Profile', icon: SquareUserRound },
];

export const SAVED_ITEM: NavItem = { to: '/saved-readings', label: 'Saved', icon: BookOpenText };

export const JOURNAL_ITEM: NavItem = { to: '/journal', label: 'Journal', icon: NotebookPen };

/**
 * After the product's own menu: the account's own pages, which a desktop has no other way to reach (the phone
 * bar links Saved and the journal).
 */
export const ACCOUNT_MENU_ITEMS: readonly NavItem[] = [
  JOURNAL_ITEM,
  { ...SAVED_ITEM, label: 'Saved Interpretations' },
];

/** An admin's menu adds the credit console; the route's own guard still asks the server. */
export const ADMIN_MENU_ITEM: NavItem = {
  to: '/admin/credit-management',
  label: 'Credit Management',
  icon: ShieldCheck,
};
