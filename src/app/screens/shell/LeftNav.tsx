import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../ui';
import { PropertyNavLinks } from '../property-form/PropertyNavLinks';
import { LazyNavDialog } from './LazyNavDialog';
import { LEFT_NAV, navModeFor, propertyIdIn, type NavAction } from './navigation';
import { useShowWorkflowDiagrams } from './workflow-diagrams-setting';

/**
 * Left navigation: its mode follows the area of the current page; a property's pages add its own links; QA reviewers
 * who asked for it in their Profile get the workflow diagrams.
 */
export function LeftNav() {
  const { pathname } = useLocation();
  const mode = LEFT_NAV[navModeFor(pathname)];
  const propertyId = propertyIdIn(pathname);
  const [dialog, setDialog] = useState<NavAction['dialog'] | null>(null);
  const showDiagrams = useShowWorkflowDiagrams();
  return (
    <nav aria-label={mode.title} className="left-nav">
      <h2 className="left-nav-title">{mode.title}</h2>
      <ul>
        {mode.items.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <Link to={item.href} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {item.label}
              </Link>
            ) : (
              <Button variant="link" onPress={() => setDialog(item.dialog ?? null)}>
                {item.label}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {propertyId && <PropertyNavLinks propertyId={propertyId} />}
      {showDiagrams && (
        <p className="left-nav-qa">
          <Link to="/machines" activeProps={{ 'aria-current': 'page', className: 'active' }}>
            Workflow diagrams
          </Link>
        </p>
      )}
      {dialog && <LazyNavDialog key={dialog} dialog={dialog} onClose={() => setDialog(null)} />}
    </nav>
  );
}
