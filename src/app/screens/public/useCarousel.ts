import { useEffect, useState } from 'react';

export interface CarouselControls {
  index: number;
  /** The visitor's choice through the Pause/Play button. */
  isPlaying: boolean;
  /** Actually moving: playing, and not paused by the pointer or focus resting on the carousel. */
  isRotating: boolean;
  next: () => void;
  previous: () => void;
  show: (index: number) => void;
  pause: () => void;
  play: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
}

export function useCarousel(count: number, intervalMs: number): CarouselControls {
  const [index, setIndex] = useState(0);
  const [isPlaying, setPlaying] = useState(true);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const isRotating = isPlaying && !isHovered && !isFocused;

  // A timeout per slide rather than an interval: after any manual change the next slide gets a full interval.
  useEffect(() => {
    if (!isRotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, index, count, intervalMs]);

  return {
    index,
    isPlaying,
    isRotating,
    next: () => setIndex((i) => (i + 1) % count),
    previous: () => setIndex((i) => (i - 1 + count) % count),
    show: setIndex,
    pause: () => setPlaying(false),
    // Pressing Play is an explicit request to move again, so it overrides the hover/focus pause that the
    // press itself has just caused; the next hover or focus pauses again.
    play: () => {
      setPlaying(true);
      setHovered(false);
      setFocused(false);
    },
    setHovered,
    setFocused,
  };
}
