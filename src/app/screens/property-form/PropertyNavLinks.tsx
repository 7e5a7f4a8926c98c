import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { propertyLinkState, type PropertyLinkState } from '../../../domain/property-navigation';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';
import { CaseStageNav } from '../case-progress/CaseStageNav';
import { PROPERTY_LINKS, type PropertyLinkNeeds } from '../shell/navigation';
import './property-form.css';

function enabled(needs: PropertyLinkNeeds, state: PropertyLinkState): boolean {
  if (needs === 'documents') return state.documents;
  if (needs === 'checklist') return state.checklistEnabled;
  return true;
}

/**
 * The property's own links in the left navigation (seed 000 §2). Until the property is loaded (or when it
 * cannot be) the links that depend on its stakeholders stay disabled: disabled links have no href, so they
 * are announced as disabled and skipped by Tab.
 */
export function PropertyNavLinks({ propertyId }: { propertyId: string }) {
  const property = useQuery(propertyQueryOptions(api, Number(propertyId))).data;
  const state = propertyLinkState(property ?? {}, sessionStore.isLAActive());
  const links = PROPERTY_LINKS.filter((link) => link.needs !== 'checklist' || state.checklistShown);
  return (
    <div className="property-links">
      <h3 className="left-nav-title" id="property-links-title">
        {property ? property.propertyRefNo : 'This property'}
      </h3>
      <ul aria-labelledby="property-links-title">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.path(propertyId)} disabled={!enabled(link.needs, state)} activeProps={{ 'aria-current': 'page', className: 'active' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <CaseStageNav propertyId={Number(propertyId)} />
    </div>
  );
}
