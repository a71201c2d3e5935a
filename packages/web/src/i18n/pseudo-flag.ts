// The switch of the pseudo-language (decision 045): a flag a layout test sets in localStorage, never a reader's
// language choice. Without it this costs the first page one lookup; the pseudo-language's code is its own chunk.
// No import of the i18n instance here: the e2e spec reads the flag's name from this file.
import type { i18n as I18n } from 'i18next';

/** localStorage key a test sets to 'on' (e2e/pseudo-language.spec.ts). */
export const PSEUDO_LANGUAGE_FLAG = 'cardology.pseudoLanguage';

export function pseudoLanguageAsked(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(PSEUDO_LANGUAGE_FLAG) === 'on';
  } catch {
    return false; // storage blocked: no flag
  }
}

/** Loads and switches on the pseudo-language when the flag is set. If its chunk fails the page renders plain. */
export async function pseudoLanguageIfAsked(
  i18n: I18n,
  decorateContractTexts: (decorate: (text: string) => string) => void,
): Promise<void> {
  if (pseudoLanguageAsked())
    await import('./pseudo-language').then(
      (pseudo) => pseudo.switchOnPseudoLanguage(i18n, decorateContractTexts),
      () => {},
    );
}
