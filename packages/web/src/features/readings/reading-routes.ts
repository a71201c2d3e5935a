import { CalendarDays, CalendarRange, Hourglass, type LucideIcon, Orbit } from 'lucide-react';

export interface ReadingRoute {
  to: string;
  title: string;
  icon: LucideIcon;
}

/** The four readings and their pages: one home for their names, for the menu, the home page and the assistant. */
export const READING_ROUTES: readonly ReadingRoute[] = [
  { to: '/yearly', title: 'Yearly Reading', icon: Orbit },
  { to: '/weekly', title: 'Weekly Reading', icon: CalendarDays },
  { to: '/seven-week', title: '7-Week Reading', icon: CalendarRange },
  { to: '/seven-year', title: '7-Year Reading', icon: Hourglass },
];
