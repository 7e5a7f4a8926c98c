/** The four sections of the landing page and the URL anchors that select them (seed 000 §2). */
export const LANDING_SECTIONS = [
  { id: 'home', anchor: 'home-header', label: 'Home' },
  { id: 'helpsupport', anchor: 'helpsupport-header', label: 'Help & Support' },
  { id: 'happenings', anchor: 'happenings-header', label: 'Happenings' },
  { id: 'contactus', anchor: 'contactus-header', label: 'Contact Us' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

export const HELP_TABS = ['faq', 'eguides', 'fees'] as const;
export type HelpTab = (typeof HELP_TABS)[number];

export const HAPPENINGS_TABS = ['announcements', 'links', 'resources'] as const;
export type HappeningsTab = (typeof HAPPENINGS_TABS)[number];

export function anchorOf(section: LandingSectionId): string {
  return `${section}-header`;
}

/** '#happenings-header' → 'happenings'; an empty or unknown hash means Home. */
export function sectionFromHash(hash: string): LandingSectionId {
  const anchor = hash.replace(/^#/, '');
  return LANDING_SECTIONS.find((section) => section.anchor === anchor)?.id ?? 'home';
}

export function isHelpTab(key: unknown): key is HelpTab {
  return HELP_TABS.some((tab) => tab === key);
}

export function isHappeningsTab(key: unknown): key is HappeningsTab {
  return HAPPENINGS_TABS.some((tab) => tab === key);
}

/** Where a menu item or call to action leads: a section and, for tabbed sections, optionally a tab to open. */
export type LandingDestination =
  | { section: 'home' | 'contactus' }
  | { section: 'helpsupport'; tab?: HelpTab }
  | { section: 'happenings'; tab?: HappeningsTab };
