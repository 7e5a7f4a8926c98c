import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { propertyLinkState } from '../../../domain/property-navigation';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';
import { CaseLifecycleScope, useCaseAllows, useCaseLifecycleActor } from '../case-progress/case-lifecycle-scope';
import { CaseStageNav } from '../case-progress/CaseStageNav';
import { PROPERTY_LINKS } from '../shell/navigation';
import './property-form.css';

/**
 * The property's own links in the left navigation (seed 000 §2). The document links (OTP, WTA, S.65) open when the
 * case's lifecycle machine allows them; until it knows the case (or when it cannot) they stay disabled: disabled
 * links have no href, so they are announced as disabled and skipped by Tab.
 */
export function PropertyNavLinks({ propertyId }: { propertyId: string }) {
  return (
    <CaseLifecycleScope propertyId={Number(propertyId)}>
      <CaseLinks propertyId={propertyId} />
    </CaseLifecycleScope>
  );
}

function CaseLinks({ propertyId }: { propertyId: string }) {
  const property = useQuery(propertyQueryOptions(api, Number(propertyId))).data;
  const allows = useCaseAllows();
  const lifecycle = useCaseLifecycleActor();
  // The checklist link is the add-on's own rule (its lawyer), not the lifecycle's.
  const checklist = propertyLinkState(property ?? {}, sessionStore.isLAActive());
  const links = PROPERTY_LINKS.filter((link) => link.needs !== 'checklist' || checklist.checklistShown);
  const enabled = (needs: (typeof links)[number]['needs']) =>
    needs === 'documents' ? allows.documents : needs === 'checklist' ? checklist.checklistEnabled : true;
  return (
    <div className="property-links">
      <h3 className="left-nav-title" id="property-links-title">
        {property ? property.propertyRefNo : 'This property'}
      </h3>
      <ul aria-labelledby="property-links-title">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.path(propertyId)}
              disabled={!enabled(link.needs)}
              // The machine hears the request (QA sees it on the diagram); the link itself navigates.
              onClick={link.needs === 'documents' ? () => lifecycle?.send({ type: 'case.openDocuments' }) : undefined}
              activeProps={{ 'aria-current': 'page', className: 'active' }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <CaseStageNav propertyId={Number(propertyId)} />
    </div>
  );
}
