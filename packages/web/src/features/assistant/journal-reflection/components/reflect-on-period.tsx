import type { JournalPeriodKind } from '@cardology/contract/journal';
import { journalReflectionBoundNote } from '@cardology/contract/journal-reflection-words';
import { Sparkles } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { useContractText } from '../../../../i18n/use-contract-text';
import { useSession } from '../../../auth/use-session';
import { InterpretationPanel } from '../../components/interpretation-panel';
import { SaveInterpretationButton } from '../../components/save-interpretation-button';
import { useJournalReflection } from '../use-journal-reflection';

export interface ReflectOnPeriodProps {
  /** The period's kind and a day in it, as the journal's filter names it (`period` and `on`). */
  period: JournalPeriodKind;
  on: string;
}

/** The button for a premium reader; for anyone else, a link where every premium action sends them. */
function ReflectButton({
  premium,
  busy,
  onAsk,
  noteId,
}: {
  premium: boolean;
  busy: boolean;
  onAsk: () => void;
  noteId: string;
}) {
  const contract = useContractText();
  return premium ? (
    <Button onClick={onAsk} disabled={busy} aria-describedby={noteId}>
      <Sparkles aria-hidden="true" />
      {contract('JOURNAL_REFLECT_BUTTON')}
    </Button>
  ) : (
    <Link to="/premium-required" className={buttonClasses('primary')} aria-describedby={noteId}>
      <Sparkles aria-hidden="true" />
      {contract('JOURNAL_REFLECT_BUTTON')}
    </Link>
  );
}

/**
 * "Reflect on this period" for one period of the journal (docs/decisions/041-journal-reflection.md): the
 * privacy note beside the button, then the reflection streamed into the assistant's own panel, with Save.
 * The assistant is premium: anyone else is sent where every premium action sends them.
 */
function ReflectOnThisPeriod({ period, on }: ReflectOnPeriodProps) {
  const noteId = useId();
  const contract = useContractText();
  const session = useSession();
  const { state, start } = useJournalReflection(period, on);
  const [revealed, setRevealed] = useState(false);
  const onRevealEnd = useCallback(() => setRevealed(true), []);
  const busy = state.phase === 'generating' || state.phase === 'streaming';
  const ask = () => {
    setRevealed(false);
    start();
  };
  const finished = state.phase === 'done' || state.phase === 'failed';

  return (
    <section aria-label={contract('JOURNAL_REFLECTION_HEADING')} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <ReflectButton premium={session.user?.isPremium === true} busy={busy} onAsk={ask} noteId={noteId} />
        <p id={noteId} className="max-w-prose text-sm text-muted">
          {contract('JOURNAL_PRIVACY_NOTE')}
        </p>
      </div>
      {state.phase === 'generating' && (
        <p role="status" className="text-sm text-muted">
          {contract('JOURNAL_REFLECTION_GENERATING')}
        </p>
      )}
      {state.text !== '' && (
        <InterpretationPanel
          heading={contract('JOURNAL_REFLECTION_HEADING')}
          text={state.text}
          streaming={busy}
          animate
          onRevealEnd={onRevealEnd}
          saveControl={
            <SaveInterpretationButton
              key={state.sessionId}
              sessionId={state.sessionId}
              initiallySaved={false}
              disabled={!revealed || !finished}
              label={contract('JOURNAL_REFLECTION_SAVE')}
            />
          }
        />
      )}
      {state.entries < state.total && (
        <p className="text-sm text-muted">
          {contract(journalReflectionBoundNote(state.entries, state.total))}
        </p>
      )}
      {state.error && <Alert>{state.error}</Alert>}
    </section>
  );
}

/** The same, started afresh whenever the period changes (a new filter is a new question). */
export function ReflectOnPeriod({ period, on }: ReflectOnPeriodProps) {
  return <ReflectOnThisPeriod key={`${period}:${on}`} period={period} on={on} />;
}
