import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { showUpdatePrompt } from './update-prompt';

describe('showUpdatePrompt', () => {
  it('offers the new version and reloads into it only when the user asks', async () => {
    const reload = vi.fn();
    render(<Toaster />);
    act(() => showUpdatePrompt(reload));
    expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
