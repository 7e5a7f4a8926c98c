import type { Property } from '../../../api/property-form';
import { PageTitle } from '../../ui';

export const DUE_DILIGENCE_KIND = 'Legal Requisition';

/** Seed 001 §2.5: "Heading shows the law-firm reference and property address". */
export function DueDiligenceHeader({ property }: { property: Pick<Property, 'lawfirmRefNo' | 'propAddress' | 'propertyRefNo'> }) {
  const heading = [property.lawfirmRefNo.trim(), property.propAddress.trim()].filter(Boolean).join(' – ');
  return (
    <header className="dd-header">
      <p className="dd-header__kind">
        {DUE_DILIGENCE_KIND}
        {property.propertyRefNo && <span className="dd-header__control"> · Property Control No. {property.propertyRefNo}</span>}
      </p>
      <PageTitle id="dd-page-title">{heading || DUE_DILIGENCE_KIND}</PageTitle>
    </header>
  );
}
