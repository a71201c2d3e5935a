// The admin feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { PendingRequests } from './components/pending-requests';
export { SetCreditsForm } from './components/set-credits-form';
export { UsersSection } from './components/users-section';
