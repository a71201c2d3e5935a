import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { type SpokenSentence, useSentenceHighlight } from '../audio/use-sentence-highlight';
import { READING_SPEED, useTypewriter } from '../use-typewriter';
import { ReflectiveNote, withoutReflectiveFooter } from './reflective-note';
import '../texts';

interface InterpretationPanelProps {
  /** Everything that has arrived so far; it may still be growing. */
  text: string;
  /** Whether more text may still come (the reveal is only over once the stream is too). */
  streaming: boolean;
  /** False on a restored session: text the reader has seen before is shown at once. */
  animate: boolean;
  onRevealEnd: () => void;
  /** The save control (assistant.save.label), under the text. */
  saveControl: React.ReactNode;
  /** The sentence being read aloud, marked in the text (docs/product.md §2 captions). */
  spoken?: SpokenSentence | null;
  /** The panel's heading; a journal reflection has its own. */
  heading?: string;
}

/** The interpretation panel (assistant.interpretation), revealed 2 characters every 10 ms as it streams (docs/product.md §9). */
export function InterpretationPanel({
  text,
  streaming,
  animate,
  onRevealEnd,
  saveControl,
  spoken = null,
  heading,
}: InterpretationPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const body = withoutReflectiveFooter(text);
  const { shown, revealing, skip } = useTypewriter(body, { ...READING_SPEED, complete: !streaming });
  const visible = animate ? shown : body;
  const revealed = !animate || (!revealing && !streaming);
  useSentenceHighlight(textRef, spoken, visible);

  useEffect(() => {
    if (revealed) onRevealEnd();
  }, [revealed, onRevealEnd]);

  // Escape shows the whole text at once, as the 'Show all' button does.
  useEffect(() => {
    if (!animate || !revealing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) skip();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [animate, revealing, skip]);

  return (
    <Panel aria-labelledby={headingId} aria-busy={!revealed} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          {heading ?? t('assistant.interpretation')}
        </h2>
        {animate && revealing && (
          <Button variant="quiet" size="sm" onClick={skip} aria-keyshortcuts="Escape">
            {t('assistant.showAll')}
          </Button>
        )}
      </div>
      <div ref={textRef}>
        <Markdown>{visible}</Markdown>
      </div>
      <ReflectiveNote />
      {saveControl}
    </Panel>
  );
}
