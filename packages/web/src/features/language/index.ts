// The language feature's entry for pages: what they compose, in each page's own chunk (decision 051).
export { LanguagePicker } from './components/language-picker';
