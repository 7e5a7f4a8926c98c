import { Button } from '../../../ui';
import type { SectionProps } from '../draft';
import { FieldGrid, FormSection, TextEntry } from './fields';
import { McstTable } from './McstTable';
import { useMcstSearch } from './use-mcst-search';

/** The management corporation: its number, looked up, and the MCSTs found for it (seed 000 §2, §4). */
export function McstSection({ draft, onChange, readOnly, fieldErrors = {} }: SectionProps) {
  const rows = draft.mcstDetails;
  return (
    <FormSection title="MCST Information">
      {readOnly ? (
        <FieldGrid readOnly>
          <TextEntry label="MCST No." value={draft.mcstNo} onChange={() => undefined} readOnly />
        </FieldGrid>
      ) : (
        <McstSearch mcstNo={draft.mcstNo} onChange={onChange} errorMessage={fieldErrors.mcstNo} />
      )}
      {rows.length > 0 && <McstTable rows={rows} readOnly={readOnly} onChange={(mcstDetails) => onChange({ mcstDetails })} />}
      {fieldErrors.mcstDetails && <p className="ui-field__error pf-table-error">{fieldErrors.mcstDetails}</p>}
    </FormSection>
  );
}

function McstSearch({ mcstNo, onChange, errorMessage }: Pick<SectionProps, 'onChange'> & { mcstNo: string; errorMessage: string | undefined }) {
  const lookup = useMcstSearch(mcstNo, onChange);
  return (
    <>
      <div className="pf-mcst-search">
        <TextEntry
          label="MCST No."
          value={mcstNo}
          onChange={lookup.type}
          readOnly={false}
          errorMessage={errorMessage}
          onBlur={() => lookup.search(mcstNo)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Inside the add dialog's form, Enter here means "look it up", not "save the property".
              event.preventDefault();
              lookup.search(mcstNo);
            }
          }}
        />
        {/* Pressing keeps the focus in the field, so its blur does not search a second time. */}
        <Button variant="secondary" preventFocusOnPress isPending={lookup.isSearching} onPress={() => lookup.search(mcstNo)}>
          Search
        </Button>
      </div>
      {/* Always there, so screen readers announce the warning when it appears. */}
      <p role="status" aria-label="MCST search" className="pf-warning">
        {lookup.warning}
      </p>
    </>
  );
}
