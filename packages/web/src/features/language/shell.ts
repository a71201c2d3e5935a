// What the app's shell runs of the language feature, in the first page's script (decision 051): it names
// no words and no page's parts, so importing it adds nothing to the first page but these modules.
export { ProfileLanguageSync } from './components/profile-language-sync';
