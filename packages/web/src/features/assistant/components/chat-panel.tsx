import type { ChatTurnWire } from '@cardology/contract/assistant';
import { CHAT_MESSAGE_MAX_LENGTH } from '@cardology/contract/limits';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { ReplyAudio } from '../audio/components/reply-audio';
import { useChat } from '../use-chat';
import { ChatMessageItem } from './chat-message';
import '../texts';

interface ChatPanelProps {
  sessionId: string | null;
  history: readonly ChatTurnWire[];
  /** The audio switch (assistant.audioToggle): whether replies offer 'Listen'. */
  audioEnabled?: boolean;
}

/** The chat panel (assistant.chat.heading; docs/product.md §2, §4 "Chat", §5 "Chat"). */
export function ChatPanel({ sessionId, history, audioEnabled = false }: ChatPanelProps) {
  const { messages, sending, send } = useChat(sessionId, history);
  const [revealing, setRevealing] = useState(false);
  const headingId = useId();
  const { t } = useTranslation();
  const typing = sending && messages.at(-1)?.role === 'user';

  return (
    <Panel aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        {t('assistant.chat.heading')}
      </h2>
      {messages.length > 0 && (
        <ul className="grid gap-3" aria-live="polite" aria-relevant="additions">
          {messages.map((message, turn) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              streaming={sending && turn === messages.length - 1}
              onRevealing={setRevealing}
              footer={
                // The list mirrors the session's history, so a reply's place is its `turn`; a reply
                // still streaming (the last, while sending) is not whole yet.
                audioEnabled &&
                sessionId &&
                message.role === 'model' &&
                !(sending && turn === messages.length - 1) && <ReplyAudio sessionId={sessionId} turn={turn} />
              }
            />
          ))}
        </ul>
      )}
      {typing && (
        <p role="status" className="text-sm text-muted italic">
          {t('assistant.chat.typing')}
        </p>
      )}
      <QuestionForm canSend={Boolean(sessionId) && !sending && !revealing} sending={sending} send={send} />
    </Panel>
  );
}

interface QuestionFormProps {
  /** A session to ask in, no answer on its way and none still being revealed. */
  canSend: boolean;
  sending: boolean;
  /** Resolves false when the question failed. */
  send: (text: string) => Promise<boolean>;
}

/** The question box: Enter sends (Shift+Enter a new line); a failed question comes back to the box. */
function QuestionForm({ canSend, sending, send }: QuestionFormProps) {
  const [draft, setDraft] = useState('');
  const { t } = useTranslation();
  const blocked = draft.trim() === '' || !canSend;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blocked) return;
    const text = draft;
    setDraft('');
    void send(text).then((ok) => {
      // A failed question comes back to the box, so it is not lost with the removed message.
      if (!ok) setDraft((current) => (current === '' ? text : current));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-2 sm:flex sm:items-end">
      <textarea
        aria-label={t('assistant.chat.question')}
        placeholder={t('assistant.chat.placeholder')}
        value={draft}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        className="min-h-11 w-full flex-1 resize-y rounded-lg border border-border bg-bg px-3 py-2 text-base placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
      />
      <Button type="submit" disabled={blocked}>
        {sending ? t('assistant.chat.sending') : t('assistant.chat.send')}
      </Button>
    </form>
  );
}
