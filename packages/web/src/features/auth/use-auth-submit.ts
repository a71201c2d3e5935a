import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { LOGIN_REDIRECT_MS } from './timing';

interface AuthSubmitOptions {
  /** Toast on success, then navigate (replacing history) after the product's 500 ms. */
  success: string;
  destination: string;
  /** docs/product.md §4 fallback when the server gives no message (SIGN_IN_FAILED, …). */
  fallbackError: string;
  /** docs/product.md §8: a login error is also logged to the console. */
  logLabel: string;
  /** True from submit until success or failure, so the page does not treat the new session as old. */
  onFlowChange: (inFlow: boolean) => void;
  /** A failure the form explains in place (it stays on screen) instead of a toast; null for the others. */
  explain?: (failure: unknown) => string | null;
  /** A notice instead of the toast and redirect when the answer signed nobody in (sign-up with mail). */
  unfinished?: (result: unknown) => string | undefined;
}

/**
 * The shared flow of the sign-in and sign-up forms: a form-level validation message, then the request,
 * the success toast and delayed redirect, or the failure toast. `busy` stays true after success so the
 * form cannot be sent twice while the redirect is pending.
 */
export function useAuthSubmit<Input>(
  mutation: UseMutationResult<unknown, Error, Input>,
  { success, destination, fallbackError, logLabel, onFlowChange, explain, unfinished }: AuthSubmitOptions,
) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const send = (input: Input) => {
    setError(null);
    onFlowChange(true);
    mutation.mutate(input, {
      onSuccess: (result) => {
        const waiting = unfinished?.(result);
        if (waiting) {
          setNotice(waiting);
          onFlowChange(false);
          return;
        }
        notify('success', success);
        setTimeout(() => navigate(destination, { replace: true }), LOGIN_REDIRECT_MS);
      },
      onError: (failure) => {
        console.error(logLabel, failure);
        const explained = explain?.(failure) ?? null;
        if (explained) setError(explained);
        else notify('error', errorMessage(failure, fallbackError));
        onFlowChange(false);
      },
    });
  };

  /** Back to the form after an unfinished answer (to correct what was sent): no notice, nothing pending. */
  const restart = () => {
    setNotice(null);
    mutation.reset();
  };

  return { error, setError, notice, send, restart, busy: mutation.isPending || mutation.isSuccess };
}
