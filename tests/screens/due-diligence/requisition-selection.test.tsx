import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LTA_PLAN_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/LtaPlanDialog';
import { messages } from '../../../src/domain/messages';
import {
  ACCESSORY_LOT_PROPERTY,
  BUYER_UEN,
  LAND_PROPERTY,
  MORTGAGE_PROPERTY,
  NO_LOTS_PROPERTY,
  NO_MCST_PROPERTY,
  NO_PARTIES_PROPERTY,
  READY_PROPERTY,
  SELLER_NRIC,
} from '../../../stories/due-diligence/pages/requisition-fixtures';
import { agencyBox, alertNamed, pressIn, renderDueDiligence, stepOne, tick, user, type DueDiligenceScreenOptions } from './due-diligence-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: DueDiligenceScreenOptions) {
  const rendered = renderDueDiligence(options);
  cleanup = rendered.cleanup;
  return rendered;
}

const REQUISITION_ALERT = 'Legal Requisition';

describe('the due-diligence page', () => {
  it('heads the page with the reference and address, opens on LEGAL REQUISITION and lists every agency line', async () => {
    render({ property: READY_PROPERTY });
    await stepOne();
    expect(screen.getByRole('heading', { level: 1, name: 'TL/CONV/0105 – 2 MARINA BOULEVARD, #45-01, SINGAPORE 018956' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'LEGAL REQUISITION' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'STATUS' })).toHaveAttribute('aria-selected', 'false');
    const table = screen.getByRole('table', { name: 'Agencies and departments' });
    expect(within(table).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(table).getByText('MCST Managing Agent').closest('tr')).toHaveTextContent('× 2');
    expect(screen.getByText(/Purpose of Request/)).toHaveTextContent('001 – Sale / Purchase');
    expect(screen.getByRole('link', { name: 'Legal Requisitions' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows purpose 002 for a Mortgage case', async () => {
    render({ property: MORTGAGE_PROPERTY });
    await stepOne();
    expect(screen.getByText(/Purpose of Request/)).toHaveTextContent('002 – Mortgage');
  });

  it('sends a property without land lots to Property Details to add them', async () => {
    const { router } = render({ property: NO_LOTS_PROPERTY });
    const alert = await alertNamed('Property Details Incomplete');
    expect(alert).toHaveTextContent(messages.lotInfoMissing);
    await pressIn(alert, 'OK');
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-details/105/true'));
  });

  it('asks to contact the Helpdesk when the street is unknown, and hides Next', async () => {
    render({ property: READY_PROPERTY, streetCount: 0 });
    const alert = await alertNamed(messages.streetNameNotFound);
    expect(alert).toHaveTextContent(messages.pleaseContactHelpdesk);
    await pressIn(alert, 'OK');
    await stepOne();
    expect(screen.queryByRole('alertdialog', { name: messages.streetNameNotFound })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says so when the agency fees cannot be loaded', async () => {
    render({ property: READY_PROPERTY, chargesFail: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.agencyFeesLoadFailed);
  });
});

describe('choosing agencies', () => {
  it('asks for at least one agency before Next', async () => {
    render({ property: LAND_PROPERTY });
    await stepOne();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    const alert = await alertNamed(REQUISITION_ALERT);
    expect(alert).toHaveTextContent(messages.selectAtLeastOneAgency);
    await pressIn(alert, 'OK');
    expect(screen.queryByRole('alertdialog', { name: REQUISITION_ALERT })).not.toBeInTheDocument();
  });

  it('refuses MCST without MCST information', async () => {
    render({ property: NO_MCST_PROPERTY });
    await stepOne();
    await user().click(agencyBox('MCST Managing Agent'));
    const alert = await alertNamed(REQUISITION_ALERT);
    expect(alert).toHaveTextContent(messages.mcstInformationEmpty);
    await pressIn(alert, 'OK');
    expect(agencyBox('MCST Managing Agent')).not.toBeChecked();
  });

  it('refuses URA for an accessory lot', async () => {
    render({ property: ACCESSORY_LOT_PROPERTY });
    await stepOne();
    await user().click(agencyBox('URA'));
    expect(await alertNamed(REQUISITION_ALERT)).toHaveTextContent(messages.uraNoReplyForAccessoryLot);
  });

  it('shows a charge card for each chosen line, and unticking removes it', async () => {
    render({ property: LAND_PROPERTY });
    await stepOne();
    await tick('URA', 'BCA');
    const cards = within(screen.getByRole('group', { name: 'Chosen agencies' }));
    expect(cards.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['BCA', 'URA']);
    expect(cards.getByRole('region', { name: 'URA' })).toHaveTextContent('S$ 58.32');
    await tick('BCA');
    expect(cards.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['URA']);
  });

  it('ticks a line from the keyboard', async () => {
    render({ property: LAND_PROPERTY });
    await stepOne();
    agencyBox('URA').focus();
    await user().keyboard(' ');
    expect(agencyBox('URA')).toBeChecked();
    await user().tab();
    expect(agencyBox('LTA - RTS')).toHaveFocus();
  });

  it('asks about the LTA plans and notices, No by default', async () => {
    render({ property: LAND_PROPERTY });
    await stepOne();
    await user().click(agencyBox('LTA - RTS'));
    const dialog = await screen.findByRole('dialog', { name: LTA_PLAN_TITLE });
    expect(within(dialog).getByRole('radio', { name: 'No' })).toBeChecked();
    await user().click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await pressIn(dialog, 'Save');
    expect(agencyBox('LTA - RTS')).toBeChecked();
    expect(screen.getByRole('region', { name: 'LTA - RTS' })).toHaveTextContent('Plans and notices: Yes');
  });

  it('picks the people of the ACRA People Profile Report with their NRIC masked until the eye is pressed', async () => {
    render({ property: LAND_PROPERTY });
    await stepOne();
    await user().click(agencyBox('ACRA - PPR'));
    const dialog = await screen.findByRole('dialog', { name: 'ACRA People Profile Report' });
    expect(dialog).toHaveTextContent('*****345H');
    expect(dialog).not.toHaveTextContent(SELLER_NRIC);
    await user().click(within(dialog).getByRole('button', { name: 'Show NRIC of Rahman bin Ismail' }));
    expect(dialog).toHaveTextContent(SELLER_NRIC);
    await pressIn(dialog, 'Save');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.chooseAcraParty);
    await user().click(within(dialog).getByRole('checkbox', { name: 'Select Seller Rahman bin Ismail' }));
    await pressIn(dialog, 'Save');
    expect(agencyBox('ACRA - PPR')).toBeChecked();
  });

  it('picks the company of the ACRA Business Profile Report by its UEN', async () => {
    render({ property: LAND_PROPERTY });
    await stepOne();
    await user().click(agencyBox('ACRA - BPR'));
    const dialog = await screen.findByRole('dialog', { name: 'ACRA Business Profile Report' });
    await user().click(within(dialog).getByRole('button', { name: 'Show UEN of Harbourfront Holdings Pte. Ltd.' }));
    expect(dialog).toHaveTextContent(BUYER_UEN);
    await user().click(within(dialog).getByRole('checkbox', { name: 'Select Buyer Harbourfront Holdings Pte. Ltd.' }));
    await pressIn(dialog, 'Save');
    expect(agencyBox('ACRA - BPR')).toBeChecked();
  });

  it('takes a UEN typed in when there is no company, then asks to assign it as a primary stakeholder', async () => {
    render({ property: { ...NO_PARTIES_PROPERTY, propType: 'LAND' } });
    await stepOne();
    await user().click(agencyBox('ACRA - BPR'));
    const dialog = await screen.findByRole('dialog', { name: 'Company UEN' });
    await user().type(within(dialog).getByRole('textbox', { name: /^UEN/ }), 'NOT-A-UEN');
    await user().type(within(dialog).getByRole('textbox', { name: /^Company Name/ }), 'Harbourfront Holdings Pte. Ltd.');
    await pressIn(dialog, 'Save');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.invalidUenText);
    await user().clear(within(dialog).getByRole('textbox', { name: /^UEN/ }));
    await user().type(within(dialog).getByRole('textbox', { name: /^UEN/ }), BUYER_UEN);
    await pressIn(dialog, 'Save');
    const alert = await alertNamed(REQUISITION_ALERT);
    expect(alert).toHaveTextContent(messages.assignCompanyAsPrimary);
    await pressIn(alert, 'OK');
    expect(agencyBox('ACRA - BPR')).toBeChecked();
  });

  it('takes an NRIC / passport typed in when there is no person, then asks to assign them', async () => {
    render({ property: { ...NO_PARTIES_PROPERTY, propType: 'LAND' } });
    await stepOne();
    await user().click(agencyBox('ACRA - PPR'));
    const dialog = await screen.findByRole('dialog', { name: 'Individual NRIC/Passport' });
    await pressIn(dialog, 'Save');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.nricPassportRequired);
    await user().type(within(dialog).getByRole('textbox', { name: /^NRIC\/Passport No\./ }), 'S8012345H');
    await pressIn(dialog, 'Save');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.partyNameRequired);
    await user().type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Rahman bin Ismail');
    await pressIn(dialog, 'Save');
    expect(await alertNamed(REQUISITION_ALERT)).toHaveTextContent(messages.assignPersonAsPrimary);
  });

  it('warns when the unit is not in the Valuation List; Cancel leaves IRAS out', async () => {
    render({ property: READY_PROPERTY, iras: 'not-found' });
    await stepOne();
    await user().click(agencyBox('IRAS'));
    const alert = await alertNamed(messages.propertyNotInValuationList);
    expect(alert).toHaveTextContent(messages.irasUnitNotInValuationList(READY_PROPERTY.propAddress));
    await pressIn(alert, 'Cancel');
    expect(agencyBox('IRAS')).not.toBeChecked();
  });

  it('warns when the IRAS check fails; OK requests IRAS anyway', async () => {
    render({ property: READY_PROPERTY, iras: 'api-error' });
    await stepOne();
    await user().click(agencyBox('IRAS'));
    const alert = await alertNamed(messages.irasValuationCheckApiError);
    expect(alert).toHaveTextContent(messages.irasProceedWithSubmission);
    await pressIn(alert, 'OK');
    expect(agencyBox('IRAS')).toBeChecked();
  });

  it('Select All leaves out LTA and ACRA; Unselect All and Reset clear everything', async () => {
    render({ property: READY_PROPERTY });
    await stepOne();
    await user().click(screen.getByRole('button', { name: 'Select All' }));
    await waitFor(() => expect(agencyBox('IRAS')).toBeChecked());
    const ticked = screen.getAllByRole('checkbox', { name: /^Select / }).filter((box) => (box as HTMLInputElement).checked);
    expect(ticked.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select IRAS',
      'Select BCA',
      'Select NEA - SCD',
      'Select PUB',
      'Select URA',
      'Select MCST Managing Agent',
    ]);
    await user().click(screen.getByRole('button', { name: 'Unselect All' }));
    expect(screen.getAllByRole('checkbox', { name: /^Select / }).some((box) => (box as HTMLInputElement).checked)).toBe(false);
    await tick('URA');
    await user().click(screen.getByRole('button', { name: 'Reset' }));
    expect(agencyBox('URA')).not.toBeChecked();
  });
});
