import { CONNECTION_NOT_FOUND } from '@cardology/contract/people';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareImageUrl } from '../share-target';
import { ShareDialog } from './share-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const CONNECTION = '0b7c3a52-5d0e-4c8e-9a55-3f1c2a7e9b10';

function stubFetch(response: () => Response) {
  const spy = vi.fn(async () => response());
  vi.stubGlobal('fetch', spy);
  return spy;
}

function renderDialog(personId = 'self') {
  const onOpenChange = vi.fn();
  render(
    <ShareDialog
      open
      onOpenChange={onOpenChange}
      target={{ kind: 'reading', type: 'weekly', age: 34, dateOffset: -1 }}
      personId={personId}
      title="Weekly Reading"
    />,
  );
  return { onOpenChange };
}

const preview = () => screen.getByRole('img', { name: /Weekly Reading/ }) as HTMLImageElement;

beforeEach(() => {
  // The browser's local date is the reader's today: 27 November 2026 here, whatever the zone the test runs in.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, 9, 30));
  toast.success.mockReset();
  toast.error.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shareImageUrl', () => {
  it("sends the person, the step, the name choice and the reader's local date, never a birthdate", () => {
    expect(shareImageUrl({ kind: 'todays-card' }, 'self', false)).toBe(
      '/api/share/todays-card.png?person=me&name=0&date=2026-11-27',
    );
    expect(shareImageUrl({ kind: 'reading', type: 'yearly', age: 30 }, CONNECTION, true)).toBe(
      `/api/share/reading.png?type=yearly&person=${CONNECTION}&name=1&date=2026-11-27&age=30`,
    );
  });
});

describe('ShareDialog', () => {
  it('previews the picture without the name until the box is ticked', () => {
    renderDialog();
    expect(preview().getAttribute('src')).toBe(
      '/api/share/reading.png?type=weekly&person=me&name=0&date=2026-11-27&age=34&date_offset=-1',
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Include my first name' });
    expect(checkbox).not.toBeChecked();
    fireEvent.click(checkbox);
    expect(preview().getAttribute('src')).toContain('name=1');
  });

  it("names a connection's choice for what it is", () => {
    renderDialog(CONNECTION);
    expect(screen.getByRole('checkbox', { name: 'Include their first name' })).toBeInTheDocument();
    expect(preview().getAttribute('src')).toContain(`person=${CONNECTION}`);
  });

  it('hands the PNG to the share sheet when the device can share files', async () => {
    stubFetch(() => new Response(PNG_BYTES, { status: 200, headers: { 'Content-Type': 'image/png' } }));
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share });
    const { onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [data] = share.mock.calls[0] as unknown as [{ files: File[]; title: string }];
    expect(data.files[0]?.name).toBe('cardology-weekly.png');
    expect(data.files[0]?.type).toBe('image/png');
    expect(data.title).toBe('Cardology: Weekly Reading');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('downloads the PNG where there is no share sheet', async () => {
    stubFetch(() => new Response(PNG_BYTES, { status: 200 }));
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined });
    const createObjectURL = vi.fn(() => 'blob:share');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Image downloaded.'));
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the picture cannot be made", async () => {
    stubFetch(() => new Response(JSON.stringify({ error: CONNECTION_NOT_FOUND }), { status: 404 }));
    const { onOpenChange } = renderDialog(CONNECTION);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(CONNECTION_NOT_FOUND, { id: 'share-image' }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
