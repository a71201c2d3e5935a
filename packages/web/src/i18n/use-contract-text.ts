import { useTranslation } from 'react-i18next';
import { contractText } from './i18n';

/** contractText for a component: it re-renders when the language changes, as its t() texts do. */
export function useContractText(): typeof contractText {
  useTranslation();
  return contractText;
}
