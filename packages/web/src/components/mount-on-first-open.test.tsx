import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../lib/lazy-named';
import { MountOnFirstOpen } from './mount-on-first-open';

function RealOverlay({ open }: { open: boolean }) {
  return <p>{open ? 'overlay open' : 'overlay closed'}</p>;
}

let loads = 0;
const Overlay = lazyNamed(async () => {
  loads += 1;
  return { RealOverlay };
}, 'RealOverlay');

const view = (open: boolean) => (
  <MountOnFirstOpen open={open}>
    <Overlay open={open} />
  </MountOnFirstOpen>
);

describe('MountOnFirstOpen', () => {
  it('loads nothing until first opened, then mounts and stays mounted when closed', async () => {
    const { rerender } = render(view(false));
    expect(loads).toBe(0);
    expect(screen.queryByText(/overlay/)).not.toBeInTheDocument();

    rerender(view(true));
    expect(await screen.findByText('overlay open')).toBeInTheDocument();
    expect(loads).toBe(1);

    // Still mounted while closed, so a closing animation can play; the code is not fetched again.
    rerender(view(false));
    expect(screen.getByText('overlay closed')).toBeInTheDocument();
    rerender(view(true));
    expect(screen.getByText('overlay open')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
