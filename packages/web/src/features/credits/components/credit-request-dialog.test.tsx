import {
  CREDIT_REQUEST_ALREADY_PENDING,
  CREDIT_REQUEST_SIGN_IN_REQUIRED,
  CREDIT_REQUEST_SUBMITTED,
  type OwnCreditRequest,
} from '@cardology/contract/credits';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { aUser, type MockReply, mockApi, sentBody, signedInAs, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { CreditRequestDialog } from './credit-request-dialog';

const aRequest = (overrides: Partial<OwnCreditRequest> = {}): OwnCreditRequest => ({
  id: '5b0f3c9e-3a55-4d8e-9a51-0c2f7f0f1a01',
  status: 'pending',
  user_notes: null,
  admin_notes: null,
  credits_granted: null,
  requested_at: '2026-11-20T10:00:00.000Z',
  resolved_at: null,
  ...overrides,
});

/** The profile page with the header's plus button clicked: the dialog is open. */
async function openDialog(routes: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/credit-requests': { status: 200, body: [] },
    ...routes,
  });
  renderApp('/profile');
  const events = userEvent.setup();
  const banner = within(await screen.findByRole('banner'));
  await events.click(await banner.findByRole('button', { name: 'Request more TTS credits' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Request More TTS Credits' }));
  return { api, events, dialog };
}

describe('CreditRequestDialog', () => {
  it("shows 'Submitting...' with both buttons disabled, then confirms, closes and clears the notes", async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { api, events, dialog } = await openDialog({
      'POST /api/credit-requests': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    await events.type(dialog.getByLabelText('Notes (optional)'), '  for my yearly reading  ');
    await events.click(dialog.getByRole('button', { name: 'Submit Request' }));

    expect(await dialog.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(sentBody(api, 'POST', '/api/credit-requests')).toEqual({ user_notes: 'for my yearly reading' });

    answer({ status: 201, body: aRequest({ user_notes: 'for my yearly reading' }) });
    expect(await screen.findByText(CREDIT_REQUEST_SUBMITTED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps no notes after a success: the next request starts empty', async () => {
    let requests: OwnCreditRequest[] = [];
    const { events, dialog } = await openDialog({
      'GET /api/credit-requests': () => ({ status: 200, body: requests }),
      'POST /api/credit-requests': () => {
        // Answered at once, so the list shows it as approved by the time the dialog reopens.
        requests = [
          aRequest({ status: 'approved', credits_granted: 100, resolved_at: '2026-11-21T10:00:00.000Z' }),
        ];
        return { status: 201, body: aRequest() };
      },
    });
    await events.type(dialog.getByLabelText('Notes (optional)'), 'please');
    await events.click(dialog.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Request more TTS credits' }),
    );
    const again = within(await screen.findByRole('dialog'));
    expect(await again.findByText('Approved: 100 credits were added.')).toBeInTheDocument();
    expect(again.getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it("reports the server's message and keeps the dialog open", async () => {
    const { events, dialog } = await openDialog({
      'POST /api/credit-requests': { status: 409, body: { error: CREDIT_REQUEST_ALREADY_PENDING } },
    });
    await events.type(dialog.getByLabelText('Notes (optional)'), 'hello');
    await events.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText(`Failed to submit request: ${CREDIT_REQUEST_ALREADY_PENDING}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByLabelText('Notes (optional)')).toHaveValue('hello');
  });

  it('names the HTTP status when the server gives no message', async () => {
    const { events, dialog } = await openDialog({
      'POST /api/credit-requests': { status: 502, statusText: 'Bad Gateway', body: {} },
    });
    await events.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit request: Bad Gateway')).toBeInTheDocument();
  });

  it('shows past outcomes: approved with the amount, denied with the admin note', async () => {
    const { dialog } = await openDialog({
      'GET /api/credit-requests': {
        status: 200,
        body: [
          aRequest({
            id: '5b0f3c9e-3a55-4d8e-9a51-0c2f7f0f1a02',
            status: 'denied',
            user_notes: 'more please',
            admin_notes: 'Not this month.',
            resolved_at: '2026-11-21T10:00:00.000Z',
          }),
          aRequest({ status: 'approved', credits_granted: 250, resolved_at: '2026-11-20T12:00:00.000Z' }),
        ],
      },
    });
    expect(await dialog.findByText('Denied.')).toBeInTheDocument();
    expect(dialog.getByText("Administrator's note: Not this month.")).toBeInTheDocument();
    expect(dialog.getByText('Your note: more please')).toBeInTheDocument();
    expect(dialog.getByText('Approved: 250 credits were added.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('says a request is waiting and offers no second submit while one is pending', async () => {
    const { api, dialog } = await openDialog({
      'GET /api/credit-requests': { status: 200, body: [aRequest({ user_notes: 'first ask' })] },
    });
    expect(await dialog.findByText(/is waiting for review/)).toBeInTheDocument();
    expect(dialog.getByText('Waiting for an administrator.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Notes (optional)')).not.toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/credit-requests')).toBeUndefined();
  });

  it('rejects notes the contract refuses before sending them', async () => {
    const { api, events, dialog } = await openDialog();
    await events.type(dialog.getByLabelText('Notes (optional)'), 'bell\u0007');
    await events.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await dialog.findByText('Notes cannot contain control characters.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks a signed-out visitor to log in instead of sending anything', async () => {
    const api = mockApi({ 'GET /api/me': signedOut });
    render(
      <AppProviders>
        <CreditRequestDialog open onOpenChange={() => {}} />
      </AppProviders>,
    );
    const events = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(api).toHaveBeenCalled());
    await events.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(CREDIT_REQUEST_SIGN_IN_REQUIRED)).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
