import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown';
import { cn } from '../../../lib/cn';
import type { ChatMessage } from '../use-chat';
import { CHAT_SPEED, useTypewriter } from '../use-typewriter';
import '../texts';

function Bubble({ from, children }: { from: ChatMessage['role']; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className={cn('flex', from === 'user' ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'rounded-2xl px-4 py-2.5',
          // A question is a short bubble; an answer is long prose and takes the width (a narrow phone).
          from === 'user'
            ? 'max-w-[85%] bg-accent/15 text-text'
            : 'w-full border border-border bg-surface-2/60',
        )}
      >
        <span className="sr-only">
          {from === 'user' ? t('assistant.chat.you') : t('assistant.chat.assistant')}
        </span>
        {children}
      </div>
    </li>
  );
}

/** A reply that arrived on this page: 3 characters every 15 ms with a cursor (docs/product.md §9). */
function LiveReply({
  text,
  streaming,
  onRevealing,
  footer,
}: {
  text: string;
  streaming: boolean;
  onRevealing: (revealing: boolean) => void;
  footer: React.ReactNode;
}) {
  const { shown, revealing } = useTypewriter(text, { ...CHAT_SPEED, complete: !streaming });
  useEffect(() => {
    onRevealing(revealing);
  }, [revealing, onRevealing]);
  useEffect(() => () => onRevealing(false), [onRevealing]);
  return (
    <Bubble from="model">
      <Markdown>{shown}</Markdown>
      {revealing && (
        <span
          aria-hidden="true"
          className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-accent align-middle"
        />
      )}
      {!revealing && footer}
    </Bubble>
  );
}

interface ChatMessageItemProps {
  message: ChatMessage;
  /** The reply is still arriving: an unclosed emphasis or link waits for the rest. */
  streaming?: boolean;
  onRevealing: (revealing: boolean) => void;
  /** Under a reply, once it is whole: its 'Listen' control. */
  footer?: React.ReactNode;
}

export function ChatMessageItem({
  message,
  streaming = false,
  onRevealing,
  footer = null,
}: ChatMessageItemProps) {
  if (message.role === 'model' && message.live)
    return <LiveReply text={message.text} streaming={streaming} onRevealing={onRevealing} footer={footer} />;
  return (
    <Bubble from={message.role}>
      {/* A question keeps the lines its writer broke with Shift+Enter. */}
      <Markdown breaks={message.role === 'user'}>{message.text}</Markdown>
      {footer}
    </Bubble>
  );
}
