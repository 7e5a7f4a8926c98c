import type { LandingDestination } from './landing-sections';

export interface CarouselSlide {
  id: string;
  kicker: string;
  title: string;
  text: string;
  action: { label: string; destination: LandingDestination };
  /** Which drawing accompanies the slide (see SlideArt). */
  art: 'valuation' | 'promotion' | 'guides' | 'insights';
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    id: 'valuation-list',
    kicker: 'Notice from IRAS',
    title: 'Check the Valuation List before you requisition',
    text:
      'IRAS has published the 2026 annual values in its Valuation List. When you submit a legal requisition for a ' +
      'strata unit, the portal checks the unit against the list and warns you if it cannot be found, so you can ' +
      'correct the address or proceed knowingly.',
    action: { label: 'Read the announcement', destination: { section: 'happenings', tab: 'announcements' } },
    art: 'valuation',
  },
  {
    id: 'e-checklist-promotion',
    kicker: 'e-Checklist add-on',
    title: 'Subscribe for 6 months, get 3 months free',
    text:
      'Track every conveyancing step with the e-Checklist and its templates, linked to each property file. Sign up ' +
      'your firm for 6 months and the next 3 months are on us.',
    action: { label: 'See fees and charges', destination: { section: 'helpsupport', tab: 'fees' } },
    art: 'promotion',
  },
  {
    id: 'user-guides',
    kicker: 'User guides',
    title: 'Step-by-step guides for every module',
    text:
      'From adding your first property to ordering legal requisitions and billing reports: download the eGuides, ' +
      'updated with every release.',
    action: { label: 'Browse the eGuides', destination: { section: 'helpsupport', tab: 'eguides' } },
    art: 'guides',
  },
  {
    id: 'e-insights',
    kicker: 'e-Insights',
    title: 'Practical notes for conveyancing practice',
    text:
      'Short articles by practitioners on completion timelines, choosing the right requisitions, lot numbers and ' +
      'handling client data.',
    action: { label: 'Read e-Insights', destination: { section: 'happenings', tab: 'resources' } },
    art: 'insights',
  },
];
