import { useEffect, useState } from 'react';
import { scrollToSection } from './scroll-to-section';
import {
  sectionFromHash,
  type HappeningsTab,
  type HelpTab,
  type LandingDestination,
  type LandingSectionId,
} from './landing-sections';

export interface LandingNavigation {
  current: LandingSectionId;
  helpTab: HelpTab;
  happeningsTab: HappeningsTab;
  setHelpTab: (tab: HelpTab) => void;
  setHappeningsTab: (tab: HappeningsTab) => void;
  /** A user chose a section (menu) or a call to action (slides, links): select, open its tab, scroll. */
  goTo: (destination: LandingDestination) => void;
}

export function useLandingNavigation(hash: string): LandingNavigation {
  const [current, setCurrent] = useState<LandingSectionId>(() => sectionFromHash(hash));
  const [helpTab, setHelpTab] = useState<HelpTab>('faq');
  const [happeningsTab, setHappeningsTab] = useState<HappeningsTab>('resources');

  // The hash can also change from outside (back button, a pasted link): follow it during render rather
  // than in an effect, so the menu never shows a stale section for a frame.
  const [followedHash, setFollowedHash] = useState(hash);
  if (hash !== followedHash) {
    setFollowedHash(hash);
    setCurrent(sectionFromHash(hash));
  }

  useEffect(() => {
    const section = sectionFromHash(hash);
    // Home is the top of the page: scrolling there on load would only fight the browser.
    if (section !== 'home') scrollToSection(section, { moveFocus: false });
  }, [hash]);

  const goTo = (destination: LandingDestination) => {
    setCurrent(destination.section);
    if (destination.section === 'helpsupport' && destination.tab) setHelpTab(destination.tab);
    if (destination.section === 'happenings' && destination.tab) setHappeningsTab(destination.tab);
    const anchor = `#${destination.section}-header`;
    if (window.location.hash !== anchor) window.location.hash = anchor;
    scrollToSection(destination.section, { moveFocus: true });
  };

  return { current, helpTab, happeningsTab, setHelpTab, setHappeningsTab, goTo };
}
