import { REFLECTIVE_FOOTER } from '@cardology/contract/assistant';
import { useContractText } from '../../../i18n/use-contract-text';

/**
 * The server ends every interpretation with the reflective note; the page shows it as its own quiet
 * line instead, so the note is drawn off the text (also while it is still arriving) and shown once.
 */
export function withoutReflectiveFooter(text: string): string {
  for (let length = REFLECTIVE_FOOTER.length; length > 0; length -= 1) {
    if (text.endsWith(REFLECTIVE_FOOTER.slice(0, length)) && length >= 2) return text.slice(0, -length);
  }
  return text;
}

export function ReflectiveNote() {
  const contract = useContractText();
  return (
    <p className="mt-5 border-t border-border pt-3 text-sm text-muted italic">
      {contract('REFLECTIVE_NOTE')}
    </p>
  );
}
