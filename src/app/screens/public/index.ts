export { ContactUsSection } from './ContactUsSection';
export { HappeningsSection, type HappeningsSectionProps } from './HappeningsSection';
export { HelpSupportSection, type HelpSupportSectionProps } from './HelpSupportSection';
export { HomeSection, type HomeSectionProps } from './HomeSection';
export { LandingPage, type LandingPageProps } from './LandingPage';
