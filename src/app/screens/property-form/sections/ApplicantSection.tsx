import type { SectionProps } from '../draft';
import { FieldGrid, FormSection, TextEntry } from './fields';

/** The applicant solicitor (seed 000 §3 applicantInfo); input limits from seed 000 §9. */
export function ApplicantSection({ draft, onChange, readOnly, fieldErrors = {} }: SectionProps) {
  const applicant = draft.applicantInfo;
  const change = (field: 'applicantName' | 'applicantEmail' | 'applicantContact') => (value: string) =>
    onChange({ applicantInfo: { ...applicant, [field]: value } });
  return (
    <FormSection title="Applicant Information">
      <FieldGrid readOnly={readOnly}>
        <TextEntry
          label="Name of Applicant Solicitor"
          value={applicant.applicantName}
          onChange={change('applicantName')}
          readOnly={readOnly}
          maxLength={90}
          isRequired
          autoComplete="name"
          errorMessage={fieldErrors['applicantInfo.applicantName']}
        />
        <TextEntry
          label="Email Address"
          type="email"
          value={applicant.applicantEmail}
          onChange={change('applicantEmail')}
          readOnly={readOnly}
          maxLength={90}
          isRequired
          autoComplete="email"
          errorMessage={fieldErrors['applicantInfo.applicantEmail']}
        />
        <TextEntry
          label="Contact No"
          type="tel"
          value={applicant.applicantContact}
          onChange={change('applicantContact')}
          readOnly={readOnly}
          maxLength={20}
          isRequired
          autoComplete="tel-national"
          errorMessage={fieldErrors['applicantInfo.applicantContact']}
        />
      </FieldGrid>
    </FormSection>
  );
}
