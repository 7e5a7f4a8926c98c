import { useId } from 'react';
import { ExternalLinkIcon, Link } from '../../ui';
import { USEFUL_LINKS } from './useful-links';

export function UsefulLinksTab() {
  const newTabHintId = useId();
  return (
    <>
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
      <ul className="landing-links">
        {USEFUL_LINKS.map((link) => (
          <li key={link.abbreviation} className="landing-links__item">
            <Link href={link.href} target="_blank" aria-describedby={newTabHintId} className="landing-links__link">
              {link.abbreviation}
              <ExternalLinkIcon className="landing-icon-inline" />
            </Link>
            <span className="landing-links__name">{link.name}</span>
            <span className="landing-links__relevance">{link.relevance}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
