// The calendar feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { CalendarSection } from './components/calendar-section';
