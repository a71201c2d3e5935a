import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSkeleton } from './card-skeleton';

describe('CardSkeleton', () => {
  it.each([1, 3, 13])('draws %i card-shaped placeholders', (count) => {
    const { container } = render(<CardSkeleton count={count} size="sm" />);
    expect(container.querySelectorAll('[data-slot="card-skeleton"]')).toHaveLength(count);
  });

  it('announces one loading line and hides the shapes', () => {
    const { container } = render(<CardSkeleton count={7} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cards…');
    for (const shape of container.querySelectorAll('[data-slot="card-skeleton"]')) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('matches the card sizes and pulses only when motion is welcome', () => {
    const { container } = render(<CardSkeleton size="lg" withLabel />);
    const shape = container.querySelector('[data-slot="card-skeleton"] > div');
    expect(shape).toHaveClass('w-56', 'aspect-[5/7]', 'motion-safe:animate-pulse');
    expect(shape).not.toHaveClass('animate-pulse');
    expect(container.querySelectorAll('[data-slot="card-skeleton"] > div')).toHaveLength(2);
  });
});
