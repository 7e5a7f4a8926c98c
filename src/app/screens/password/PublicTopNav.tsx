import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { SISTER_PRODUCT_LABEL } from '../../../domain/app-settings';
import { ExternalLinkIcon } from '../../ui';
import { BrandMark } from '../public/BrandMark';
import { LANDING_SECTIONS } from '../public/landing-sections';
import { useSisterProductUrl } from '../public/use-sister-product-url';

/**
 * The simple top navigation of the public password pages (seed 002 §2.9 item 2): the landing page's
 * sections as links to /home#…-header, which the landing page selects on load, and the external link.
 */
export function PublicTopNav() {
  const newTabHintId = useId();
  const sisterProductUrl = useSisterProductUrl();
  const [home, ...otherSections] = LANDING_SECTIONS;
  const sectionLink = (section: (typeof LANDING_SECTIONS)[number]) => (
    <li key={section.id}>
      <Link to="/home" hash={section.anchor} className="password-nav__link">
        {section.label}
      </Link>
    </li>
  );
  return (
    <header className="password-header">
      <BrandMark />
      <nav aria-label="Main" className="password-nav">
        <ul className="password-nav__list">
          {sectionLink(home)}
          <li>
            <a href={sisterProductUrl} target="_blank" rel="noopener noreferrer" className="password-nav__link" aria-describedby={newTabHintId}>
              {SISTER_PRODUCT_LABEL}
              <ExternalLinkIcon className="password-nav__icon" />
            </a>
            <span id={newTabHintId} hidden>
              Opens in a new tab
            </span>
          </li>
          {otherSections.map(sectionLink)}
        </ul>
      </nav>
    </header>
  );
}
