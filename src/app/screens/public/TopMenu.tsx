import { useId } from 'react';
import { RouterProvider } from 'react-aria-components';
import { SISTER_PRODUCT_LABEL } from '../../../domain/app-settings';
import { Button, ExternalLinkIcon, Link } from '../../ui';
import { BrandMark } from './BrandMark';
import { LANDING_SECTIONS, sectionFromHash, type LandingDestination, type LandingSectionId } from './landing-sections';
import { useSisterProductUrl } from './use-sister-product-url';

export interface TopMenuProps {
  current: LandingSectionId;
  onNavigate: (destination: LandingDestination) => void;
  onLogin: () => void;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
}


export function TopMenu({ current, onNavigate, onLogin, onOpenTerms, onOpenPrivacy }: TopMenuProps) {
  const newTabHintId = useId();
  const sisterProductUrl = useSisterProductUrl();
  const [home, ...otherSections] = LANDING_SECTIONS;
  const sectionLink = (section: (typeof LANDING_SECTIONS)[number]) => (
    <li key={section.id}>
      <Link
        href={`#${section.anchor}`}
        className="landing-menu__link"
        aria-current={current === section.id ? 'location' : undefined}
      >
        {section.label}
      </Link>
    </li>
  );

  return (
    <header className="landing-header">
      <div className="landing-header__inner">
        <BrandMark />
        {/* Section links keep real '#…-header' hrefs (copy link, open in new tab) but a plain click is handled
            here: the page selects and scrolls itself, and a <base> element or an app router can't turn the
            fragment into a page load. */}
        <RouterProvider navigate={(href) => onNavigate({ section: sectionFromHash(href) })}>
          <nav aria-label="Main" className="landing-menu">
            <ul className="landing-menu__list">
              {sectionLink(home)}
              <li>
                <Link
                  href={sisterProductUrl}
                  target="_blank"
                  className="landing-menu__link"
                  aria-describedby={newTabHintId}
                >
                  {SISTER_PRODUCT_LABEL}
                  <ExternalLinkIcon className="landing-icon-inline" />
                </Link>
                <span id={newTabHintId} hidden>
                  Opens in a new tab
                </span>
              </li>
              {otherSections.map(sectionLink)}
              <li>
                <Button variant="link" className="landing-menu__link landing-menu__policy" onPress={onOpenTerms}>
                  Terms of Service
                </Button>
              </li>
              <li>
                <Button variant="link" className="landing-menu__link landing-menu__policy" onPress={onOpenPrivacy}>
                  Privacy Statement
                </Button>
              </li>
              <li>
                <Button className="landing-menu__login" onPress={onLogin}>
                  Login
                </Button>
              </li>
            </ul>
          </nav>
        </RouterProvider>
      </div>
    </header>
  );
}
