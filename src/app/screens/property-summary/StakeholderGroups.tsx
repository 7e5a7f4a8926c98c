import type { Property } from '../../../api/property-form';
import { canAssignSecondary } from '../../../domain/stakeholder-rules';
import { Disclosure } from '../../ui';
import { PrimaryStakeholders } from './PrimaryStakeholders';
import { SecondaryStakeholders } from './SecondaryStakeholders';

/**
 * PRIMARY STAKEHOLDER and SECONDARY STAKEHOLDER (seed 001 §2.1). The secondary group is disabled while the
 * property is Pending, with the reason shown next to it.
 */
export function StakeholderGroups({ property }: { property: Property }) {
  const secondary = canAssignSecondary({ status: property.status });
  return (
    <div className="summary-groups">
      <Disclosure title="PRIMARY STAKEHOLDER" headingLevel={2} defaultExpanded className="summary-group">
        <PrimaryStakeholders property={property} />
      </Disclosure>
      <div className="summary-group">
        <Disclosure
          // Remounted when the status changes, so the group opens by itself once the property turns Active.
          key={secondary.allowed ? 'enabled' : 'disabled'}
          title="SECONDARY STAKEHOLDER"
          headingLevel={2}
          isDisabled={!secondary.allowed}
          defaultExpanded={secondary.allowed}
        >
          <SecondaryStakeholders property={property} />
        </Disclosure>
        {!secondary.allowed && (
          <p role="note" className="summary-warning">
            {secondary.message}
          </p>
        )}
      </div>
    </div>
  );
}
