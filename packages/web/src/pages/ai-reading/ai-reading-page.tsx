import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';
import {
  AudioToggle,
  assistantRequestOf,
  ChatPanel,
  InterpretationPanel,
  ReadingAudioSection,
  readingTypeName,
  SaveInterpretationButton,
  useAiReading,
  useAudioPreference,
  useReadingAudio,
} from '../../features/assistant';
import '../../features/assistant/texts';
import { READING_ROUTES } from '../../features/readings/shell';
import { useContractText } from '../../i18n/use-contract-text';

/** The readings an interpretation starts from: the page without one is no dead end (issue 24). */
function StartFromAReading() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('assistant.page.startFrom')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {READING_ROUTES.map(({ to, title, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Reading = Extract<ReturnType<typeof useAiReading>, { kind: 'reading' }>['reading'];

/** The hand-off's request, and the session kept in the URL (with the hand-off state) so a reload restores it. */
function useSessionInUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const request = useMemo(() => assistantRequestOf(location.state), [location.state]);
  const onSession = useCallback(
    (sessionId: string) =>
      navigate(
        { search: `?session=${encodeURIComponent(sessionId)}` },
        { replace: true, state: location.state },
      ),
    [navigate, location.state],
  );
  return { request, urlSessionId: searchParams.get('session'), onSession };
}

/** docs/product.md §2 "AI reading" and §4: generating, the streamed text, saving and the chat. */
export function AiReadingPage() {
  const view = useAiReading(useSessionInUrl());
  const [audioEnabled, setAudioEnabled] = useAudioPreference();
  const [revealEnded, setRevealEnded] = useState(false);
  const onRevealEnd = useCallback(() => setRevealEnded(true), []);
  const { t } = useTranslation();
  const contract = useContractText();
  const audio = useReadingAudio(view.kind === 'reading' ? view.reading : null, audioEnabled);

  const heading = <PageHeading title={t('assistant.page.title')} subtitle={t('assistant.page.subtitle')} />;
  if (view.kind === 'no-context') {
    return (
      <>
        {heading}
        <Alert tone="info">{contract('AI_NO_CONTEXT')}</Alert>
        <StartFromAReading />
      </>
    );
  }
  if (view.kind === 'restoring') {
    return (
      <>
        {heading}
        <RestoringSkeleton />
      </>
    );
  }
  if (view.kind === 'restore-failed') return <Failure heading={heading} error={view.error} />;

  const { reading } = view;
  if (reading.phase === 'failed' && reading.text === '')
    return <Failure heading={heading} error={reading.error} />;
  return (
    <>
      {heading}
      <div className="grid gap-6">
        <Panel className="grid gap-3 sm:flex sm:items-center sm:justify-between">
          <ReadingFacts reading={reading} />
          <AudioToggle checked={audioEnabled} onCheckedChange={setAudioEnabled} />
        </Panel>
        <ReadingAudioSection audio={audio} />
        <ReadingText reading={reading} audio={audio} onRevealEnd={onRevealEnd} />
        {reading.phase === 'failed' && reading.error && <Alert>{reading.error}</Alert>}
        {reading.phase === 'done' && revealEnded && (
          <ChatPanel
            key={reading.sessionId}
            sessionId={reading.sessionId}
            history={reading.history}
            audioEnabled={audioEnabled}
          />
        )}
      </div>
    </>
  );
}

interface ReadingTextProps {
  reading: Reading;
  audio: ReturnType<typeof useReadingAudio>;
  onRevealEnd: () => void;
}

/**
 * The interpretation as it streams, with its save button; "Generating…" while nothing has come or the audio
 * holds the text back, and nothing once a held text is done (the audio section shows it).
 */
function ReadingText({ reading, audio, onRevealEnd }: ReadingTextProps) {
  if (audio.holdText && reading.phase === 'done') return null;
  if (reading.phase === 'generating' || audio.holdText) return <Generating />;
  return (
    <InterpretationPanel
      text={reading.text}
      streaming={reading.phase === 'streaming'}
      animate={reading.streamed}
      onRevealEnd={onRevealEnd}
      spoken={audio.spoken}
      saveControl={
        <SaveInterpretationButton
          sessionId={reading.sessionId}
          initiallySaved={reading.savedReadingId !== null}
          disabled={reading.phase === 'streaming' || reading.text === ''}
        />
      }
    />
  );
}

function RestoringSkeleton() {
  return (
    <Panel className="grid gap-3" aria-busy="true">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </Panel>
  );
}

/** Whom the interpretation is for and of which reading. */
function ReadingFacts({ reading }: { reading: Reading }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-1">
      <div className="flex gap-1.5">
        <dt className="text-muted">{t('assistant.page.for')}</dt>
        <dd className="font-medium break-words">{reading.personName}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-muted">{t('assistant.page.readingType')}</dt>
        <dd className="font-medium">{t(readingTypeName(reading.spreadType))}</dd>
      </div>
    </dl>
  );
}

function Generating() {
  const { t } = useTranslation();
  return (
    <Panel role="status" className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-accent border-t-transparent"
      />
      {t('assistant.page.generating')}
    </Panel>
  );
}

function Failure({ heading, error }: { heading: React.ReactNode; error: string | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // As BackButton: home when this page opened the visit (a reloaded or pasted URL).
  const canGoBack = useLocation().key !== 'default';
  return (
    <>
      {heading}
      <div className="grid gap-4">
        {error && <Alert>{error}</Alert>}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}
        >
          {t('assistant.page.goBack')}
        </Button>
      </div>
    </>
  );
}
