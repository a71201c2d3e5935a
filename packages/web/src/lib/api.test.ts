import { describe, expect, it } from 'vitest';
import { mockApi, sentBody } from '../test/mock-api';
import { ApiError, api, errorMessage, httpFailureText } from './api';

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const spy = mockApi({ 'PATCH /api/me': { status: 200, body: { ok: true } } });
    await expect(api.patch('/api/me', { name: 'Ada' })).resolves.toEqual({ ok: true });
    expect(sentBody(spy, 'PATCH', '/api/me')).toEqual({ name: 'Ada' });
    expect(spy.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it.each([
    [{ error: 'Bad birthdate', message: 'ignored' }, 'Bad birthdate'],
    [{ message: 'Invalid email or password' }, 'Invalid email or password'],
    [{}, ''],
  ])('throws ApiError with the status and the body message (%o)', async (body, message) => {
    mockApi({ 'GET /api/x': { status: 400, body } });
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message });
  });

  it('keeps the status text apart from the message, so callers can fall back to the product words', async () => {
    mockApi({ 'GET /api/x': { status: 500, statusText: 'Internal Server Error', body: {} } });
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: '', statusText: 'Internal Server Error' });
    expect(errorMessage(error, 'Failed to load weekly spread')).toBe('Failed to load weekly spread');
    expect(httpFailureText(error as ApiError)).toBe('Internal Server Error');
    expect(httpFailureText(new ApiError(502, ''))).toBe('502');
    expect(httpFailureText(new ApiError(400, 'Bad birthdate', 'Bad Request'))).toBe('Bad birthdate');
  });

  it('uses the fallback when an error has no message', () => {
    expect(errorMessage(new ApiError(500, ''), 'Error during sign in')).toBe('Error during sign in');
    expect(errorMessage('boom', 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('Network down'), 'Fallback')).toBe('Network down');
  });
});
