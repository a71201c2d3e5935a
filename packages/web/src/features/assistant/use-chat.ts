import type { ChatTurnWire } from '@cardology/contract/assistant';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { contractText } from '../../i18n/i18n';
import { streamAiChat } from './api/stream-assistant';

export interface ChatMessage extends ChatTurnWire {
  id: string;
  /** A reply that arrived on this page: revealed gradually; restored history is shown at once. */
  live: boolean;
}

let nextId = 0;
const messageId = () => `m${++nextId}`;

/**
 * docs/product.md §4 "Chat": the user's message appears at once and is removed again if the request
 * fails (the server keeps no half exchange either); the reply grows in place as it streams.
 */
export function useChat(sessionId: string | null, history: readonly ChatTurnWire[]) {
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    history.map((turn) => ({ ...turn, id: messageId(), live: false })),
  );
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!sessionId || message === '' || sendingRef.current) return false;
      sendingRef.current = true;
      setSending(true);
      const userId = messageId();
      const replyId = messageId();
      setMessages((list) => [...list, { id: userId, role: 'user', text: message, live: false }]);
      const outcome = await streamAiChat(
        { sessionId, message },
        {
          fallback: contractText('AI_CHAT_FAILED'),
          onEvent: (event) => {
            if (event.type !== 'text') return;
            setMessages((list) =>
              list.some((item) => item.id === replyId)
                ? list.map((item) => (item.id === replyId ? { ...item, text: item.text + event.text } : item))
                : [...list, { id: replyId, role: 'model', text: event.text, live: true }],
            );
          },
        },
      );
      if (!outcome.ok) {
        setMessages((list) => list.filter((item) => item.id !== userId && item.id !== replyId));
        toast.error(outcome.error, { id: 'ai-chat' });
      }
      sendingRef.current = false;
      setSending(false);
      return outcome.ok;
    },
    [sessionId],
  );

  return { messages, sending, send };
}
