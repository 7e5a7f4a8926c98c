import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { validateProperty } from '../../../src/domain/property/property-rules';
import type { ApplicantInfo, PropertyForm } from '../../../src/domain/property/types';
import { TODAY, validForm } from './fixtures';

const form = (change: Partial<PropertyForm>): PropertyForm => ({ ...validForm, ...change });
const applicant = (change: Partial<ApplicantInfo>): Partial<PropertyForm> => ({
  applicantInfo: { ...validForm.applicantInfo, ...change },
});
const ticked = [{ isChecked: '1' }];
const unticked = [{ isChecked: '0' }];

describe('property rules (seed 000 §5 "Property (add and update)")', () => {
  it.each<[string, Partial<PropertyForm>, string[]]>([
    ['valid form', {}, []],
    ['reference no. required', { lawfirmRefNo: ' ' }, [messages.referenceNoEmpty]],
    ['reference no. 25 accepted', { lawfirmRefNo: 'R'.repeat(25) }, []],
    ['reference no. over 25', { lawfirmRefNo: 'R'.repeat(26) }, [messages.referenceNoTooLong]],
    ['block/house no. required for BUILDING', { hseNo: '' }, [messages.blockHouseNoEmpty]],
    ['block/house no. over 6', { hseNo: '1234567' }, [messages.blockHouseNoTooLong]],
    ['block/house no. not checked for LAND', { propType: 'LAND', hseNo: '' }, []],
    ['property A/C no. 8 digits accepted', { propAcctNo: '12345678' }, []],
    ['property A/C no. 7 digits', { propAcctNo: '1234567' }, [messages.propertyAccountNoInvalid]],
    ['property A/C no. not digits', { propAcctNo: '1234567A' }, [messages.propertyAccountNoInvalid]],
    ['plot name alphanumeric accepted', { plotName: 'Plot12' }, []],
    ['plot name not alphanumeric', { plotName: 'Plot 12' }, [messages.onlyAlphanumeric]],
    ['plot name over 25', { plotName: 'P'.repeat(26) }, [messages.plotNameTooLong]],
    ['street name required', { streetName: '' }, [messages.streetNameEmpty]],
    ['unit needs storey', { storeyNo: '' }, [messages.unitNoNeedsStorey]],
    ['storey with one leading letter accepted', { storeyNo: 'B1' }, []],
    ['storey with two letters', { storeyNo: 'BB1' }, [messages.storeyNoInvalid]],
    ['storey letter not leading', { storeyNo: '1B' }, [messages.storeyNoInvalid]],
    ['storey over 3', { storeyNo: '1234' }, [messages.storeyNoInvalid]],
    ['unit over 5', { unitNo: '123456' }, [messages.unitNoTooLong]],
    ['postal not digits', { postal: '23880A' }, [messages.postalCodeInvalid]],
    ['postal over 6 digits', { postal: '2388011' }, [messages.postalCodeInvalid]],
    ['applicant block empty', applicant({ applicantName: '', applicantEmail: '', applicantContact: '' }), [messages.applicantInfoEmpty]],
    ['applicant name empty', applicant({ applicantName: '' }), [messages.applicantNameEmpty]],
    ['applicant name over 90', applicant({ applicantName: 'N'.repeat(91) }), [messages.applicantNameTooLong]],
    ['applicant email empty', applicant({ applicantEmail: '' }), [messages.applicantEmailEmpty]],
    ['applicant email invalid', applicant({ applicantEmail: 'tan@lawfirm' }), [messages.applicantEmailInvalid]],
    ['applicant email over 90', applicant({ applicantEmail: `${'e'.repeat(86)}@a.sg` }), [messages.applicantEmailTooLong]],
    ['applicant contact empty', applicant({ applicantContact: '' }), [messages.applicantContactEmpty]],
    ['applicant contact 7 digits', applicant({ applicantContact: '6123456' }), [messages.applicantContactInvalid]],
    ['applicant contact with +65', applicant({ applicantContact: '+6561234567' }), [messages.applicantContactInvalid]],
    ['MCST no. without completion date', { mcstNo: '1234', mcstDetails: ticked }, [messages.completionDateEmpty]],
    ['completion date without MCST no.', { completionDate: TODAY }, [messages.mcstEmpty]],
    ['both filled, no MCST detail ticked', { mcstNo: '1234', completionDate: TODAY, mcstDetails: unticked }, [messages.mcstDetailNotSelected]],
    ['both filled and one ticked', { mcstNo: '1234', completionDate: TODAY, mcstDetails: ticked }, []],
    ['ticked details without completion date', { mcstDetails: ticked }, [messages.completionDateEmpty]],
    ['completion date before today', { mcstNo: '1234', completionDate: '2026-11-21', mcstDetails: ticked }, [messages.completionDateBeforeToday]],
    ['completion date with a time part', { mcstNo: '1234', completionDate: '2026-12-01T00:00:00', mcstDetails: ticked }, []],
  ])('%s', (_name, change, expected) => {
    expect(validateProperty(form(change), TODAY)).toEqual(expected);
  });

  it('lists messages in form order: applicant, property, MCST, land lots, strata', () => {
    const messy = form({
      applicantInfo: { applicantName: '', applicantEmail: 'x', applicantContact: '1' },
      lawfirmRefNo: '',
      streetName: '',
      completionDate: TODAY,
      lotInfos: [{ ...validForm.lotInfos[0]!, landLotNo: '' }],
      lotType: '',
    });
    expect(validateProperty(messy, TODAY)).toEqual([
      messages.applicantNameEmpty,
      messages.applicantEmailInvalid,
      messages.applicantContactInvalid,
      messages.referenceNoEmpty,
      messages.streetNameEmpty,
      messages.mcstEmpty,
      messages.landLotNumberEmpty,
      messages.strataLotTypeNotSelected,
    ]);
  });

  it('lists a repeated message once', () => {
    const twoEmpty = form({
      lotInfos: [
        { ...validForm.lotInfos[0]!, landLotNo: '' },
        { ...validForm.lotInfos[0]!, landLotNo: '' },
      ],
    });
    expect(validateProperty(twoEmpty, TODAY)).toEqual([messages.landLotNumberEmpty]);
  });
});
