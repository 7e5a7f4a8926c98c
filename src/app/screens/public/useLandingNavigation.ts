import { useEffect, useRef, useState } from 'react';
import {
  sectionFromHash,
  type HappeningsTab,
  type HelpTab,
  type LandingDestination,
  type LandingSectionId,
} from './landing-sections';
import { scrollToSection } from './scroll-to-section';

export interface LandingNavigation {
  current: LandingSectionId;
  helpTab: HelpTab;
  happeningsTab: HappeningsTab;
  setHelpTab: (tab: HelpTab) => void;
  setHappeningsTab: (tab: HappeningsTab) => void;
  /** A user chose a section (menu) or a call to action (slides, links): select, open its tab, scroll. */
  goTo: (destination: LandingDestination) => void;
}

/** The sections after Home load on demand (DeferredSections): whether they are on the page, and how to ask. */
export interface LaterSections {
  isShown: boolean;
  want: () => void;
}

export function useLandingNavigation(hash: string, later: LaterSections): LandingNavigation {
  const [current, setCurrent] = useState<LandingSectionId>(() => sectionFromHash(hash));
  const [helpTab, setHelpTab] = useState<HelpTab>('faq');
  const [happeningsTab, setHappeningsTab] = useState<HappeningsTab>('resources');
  // A section the user chose before the later sections were on the page: focus it once they are.
  const focusWhenShown = useRef<LandingSectionId | null>(null);
  const { isShown, want } = later;

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
    if (section === 'home') return;
    // A deep link to a later section: fetch the sections; this runs again once they are shown.
    if (isShown) scrollToSection(section, { moveFocus: false });
    else want();
  }, [hash, isShown, want]);

  useEffect(() => {
    if (!isShown || !focusWhenShown.current) return;
    scrollToSection(focusWhenShown.current, { moveFocus: true });
    focusWhenShown.current = null;
  }, [isShown]);

  const goTo = (destination: LandingDestination) => {
    setCurrent(destination.section);
    if (destination.section === 'helpsupport' && destination.tab) setHelpTab(destination.tab);
    if (destination.section === 'happenings' && destination.tab) setHappeningsTab(destination.tab);
    const anchor = `#${destination.section}-header`;
    if (window.location.hash !== anchor) window.location.hash = anchor;
    if (destination.section === 'home' || isShown) {
      scrollToSection(destination.section, { moveFocus: true });
    } else {
      focusWhenShown.current = destination.section;
      want();
    }
  };

  return { current, helpTab, happeningsTab, setHelpTab, setHappeningsTab, goTo };
}
