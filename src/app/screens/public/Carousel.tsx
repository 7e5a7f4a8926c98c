import type { FocusEvent } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../../domain/constants';
import { Button, ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../ui';
import { CAROUSEL_SLIDES } from './carousel-slides';
import type { LandingDestination } from './landing-sections';
import { SlideArt } from './SlideArt';
import { useCarousel } from './useCarousel';

export interface CarouselProps {
  onNavigate: (destination: LandingDestination) => void;
  /** The product rotates every CAROUSEL_INTERVAL_MS; stories shorten it to show rotation quickly. */
  intervalMs?: number;
}

/** Auto-rotating highlights, following the WAI-ARIA APG carousel pattern (rotation control first). */
export function Carousel({ onNavigate, intervalMs = CAROUSEL_INTERVAL_MS }: CarouselProps) {
  const slides = CAROUSEL_SLIDES;
  const carousel = useCarousel(slides.length, intervalMs);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
  };

  return (
    <section
      className="landing-carousel"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <div className="landing-carousel__controls">
        <Button
          variant="icon"
          className="landing-carousel__button"
          aria-label={carousel.isPlaying ? 'Pause carousel' : 'Play carousel'}
          onPress={carousel.isPlaying ? carousel.pause : carousel.play}
        >
          {carousel.isPlaying ? <PauseIcon /> : <PlayIcon />}
        </Button>
        <Button variant="icon" className="landing-carousel__button" aria-label="Previous slide" onPress={carousel.previous}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="icon" className="landing-carousel__button" aria-label="Next slide" onPress={carousel.next}>
          <ChevronRightIcon />
        </Button>
      </div>

      {/* Announce slide changes only when the visitor caused them, not every 10 seconds. */}
      <div className="landing-carousel__slides" aria-live={carousel.isRotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className="landing-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== carousel.index}
          >
            <div className="landing-slide__text">
              <p className="landing-slide__kicker">{slide.kicker}</p>
              <h2 className="landing-slide__title">{slide.title}</h2>
              <p className="landing-slide__body">{slide.text}</p>
              <Button className="landing-slide__action" onPress={() => onNavigate(slide.action.destination)}>
                {slide.action.label}
              </Button>
            </div>
            <SlideArt art={slide.art} />
          </div>
        ))}
      </div>

      <div className="landing-carousel__dots" role="group" aria-label="Choose a slide">
        {slides.map((slide, i) => (
          <Button
            key={slide.id}
            variant="icon"
            className="landing-carousel__dot"
            aria-label={`Slide ${i + 1}: ${slide.kicker}`}
            aria-current={i === carousel.index ? 'true' : undefined}
            onPress={() => carousel.show(i)}
          >
            <span aria-hidden="true" />
          </Button>
        ))}
      </div>
    </section>
  );
}
