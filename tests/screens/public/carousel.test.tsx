import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../src/app/screens/public/Carousel';
import { CAROUSEL_INTERVAL_MS } from '../../../src/domain/constants';

const currentSlide = () => screen.getByRole('group', { name: /of 4$/ });
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('home carousel', () => {
  beforeEach(() => {
    // shouldAdvanceTime: Testing Library drains its async helpers with a real setTimeout(0), which never
    // fires under fully frozen vitest timers. Real time moves by milliseconds here; slides need 10 s.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 10 seconds and wraps around', () => {
    render(<Carousel onNavigate={vi.fn()} />);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(screen.getByRole('heading', { name: 'Check the Valuation List before you requisition' })).toBeVisible();

    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
    expect(screen.getByRole('heading', { name: 'Subscribe for 6 months, get 3 months free' })).toBeVisible();

    // Each slide schedules its own timeout after rendering, so time moves one slide at a time.
    advance(CAROUSEL_INTERVAL_MS);
    advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
    advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
  });

  it('does not advance while paused, and resumes on Play', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <>
        <Carousel onNavigate={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    // Leave the carousel so neither hover nor focus is what holds it still.
    fireEvent.mouseLeave(currentSlide().closest('section')!);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    for (let i = 0; i < 3; i++) advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');

    await user.click(screen.getByRole('button', { name: 'Play carousel' }));
    advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('pauses while the pointer rests on it', () => {
    render(<Carousel onNavigate={vi.fn()} />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    advance(CAROUSEL_INTERVAL_MS);
    advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    fireEvent.mouseLeave(carousel);
    advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('previous, next and the dots change the slide', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Carousel onNavigate={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    await user.click(screen.getByRole('button', { name: 'Slide 3: User guides' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 4');
    expect(screen.getByRole('button', { name: 'Slide 3: User guides' })).toHaveAttribute('aria-current', 'true');
  });
});
