// The people feature's on-demand chunk (decision 051): a dynamic import of this file loads all it
// exports, when the app first asks for it, so it names only what that chunk holds.
export { PeoplePanel } from './components/people-panel';
