// What the app's shell runs of the readings feature, in the first page's script (decision 051): it names
// no words and no page's parts, so importing it adds nothing to the first page but these modules.
export { READING_ROUTES, type ReadingRoute } from './reading-routes';
