import { CalendarDays, CalendarRange, Hourglass, type LucideIcon, Orbit } from 'lucide-react';
import type { TextKey } from '../../i18n/text-key';

export interface ReadingRoute {
  to: string;
  /** The catalog key of its name (i18n/locales/en/shell.ts), shown with t(). */
  title: TextKey;
  icon: LucideIcon;
}

/** The four readings and their pages: one home for their names, for the menu, the home page and the assistant. */
export const READING_ROUTES: readonly ReadingRoute[] = [
  { to: '/yearly', title: 'shell.menu.yearly', icon: Orbit },
  { to: '/weekly', title: 'shell.menu.weekly', icon: CalendarDays },
  { to: '/seven-week', title: 'shell.menu.sevenWeek', icon: CalendarRange },
  { to: '/seven-year', title: 'shell.menu.sevenYear', icon: Hourglass },
];
