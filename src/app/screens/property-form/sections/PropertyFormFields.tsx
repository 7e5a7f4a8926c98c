import type { SectionProps } from '../draft';
import { ApplicantSection } from './ApplicantSection';
import { LotSection } from './LotSection';
import { McstSection } from './McstSection';
import { PropertySection } from './PropertySection';
import './sections.css';

/**
 * The property form's four sections in the seed's order (seed 000 §2), shared by the add dialog and the
 * details page. readOnly is the details page's preview: the same layout, values as text, no lookups.
 */
export function PropertyFormFields(props: SectionProps) {
  return (
    <div className="pf-sections">
      <ApplicantSection {...props} />
      <PropertySection {...props} />
      <McstSection {...props} />
      <LotSection {...props} />
    </div>
  );
}
