// The reminders feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { DailyCardSection } from './components/daily-card-section';
