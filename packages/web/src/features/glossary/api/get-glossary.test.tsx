import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { mockApi } from '../../../test/mock-api';
import { useGlossary } from './get-glossary';

const glossaryCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([input]) => String(input) === '/api/card-relationships').length;

describe('useGlossary after a failure', { timeout: 20_000 }, () => {
  it('does not ask again when a component mounts again; Retry does', async () => {
    const api = mockApi({ 'GET /api/card-relationships': { status: 500, body: { error: 'Broken' } } });
    // The app's own client (one retry), shared by every mount as in the app.
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    );

    const first = renderHook(() => useGlossary(), { wrapper });
    await waitFor(() => expect(first.result.current.isError).toBe(true), { timeout: 10_000 });
    const afterFailure = glossaryCalls(api);
    expect(afterFailure).toBeGreaterThan(0);
    first.unmount();

    const again = renderHook(() => useGlossary(), { wrapper });
    expect(again.result.current.isError).toBe(true);
    expect(again.result.current.isFetching).toBe(false);
    expect(glossaryCalls(api)).toBe(afterFailure);

    await act(() => again.result.current.refetch());
    expect(glossaryCalls(api)).toBeGreaterThan(afterFailure);
  });
});
