import { AboutAndFeatures } from './AboutAndFeatures';
import { Carousel } from './Carousel';
import type { LandingDestination } from './landing-sections';

export interface HomeSectionProps {
  onNavigate: (destination: LandingDestination) => void;
}

export function HomeSection({ onNavigate }: HomeSectionProps) {
  return (
    <section className="landing-section landing-home" aria-labelledby="home-header">
      <div className="landing-hero">
        <h1 id="home-header" className="landing-hero__title" tabIndex={-1}>
          Online conveyancing for Singapore law firms
        </h1>
        <p className="landing-hero__lead">
          Property files, transaction documents and legal requisitions for sales and purchases, in one place.
        </p>
      </div>
      <Carousel onNavigate={onNavigate} />
      <AboutAndFeatures />
    </section>
  );
}
