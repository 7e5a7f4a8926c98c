import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddPropertyDialog } from '../../../src/app/screens/property-form/AddPropertyDialog';
import { emptyDraft } from '../../../src/app/screens/property-form/draft';
import { toPropertyInput } from '../../../src/app/screens/property-form/draft-payload';
import { messages } from '../../../src/domain/messages';
import { stubLookupServer } from '../property-form-sections/lookup-server';

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AddPropertyDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Property Information' }));
const field = (name: string) => dialog().getByRole('textbox', { name });

/** Issue 18 item 9: the problems were only in the alert; no field was marked and focus went back to Save. */
describe('the property form marks the fields the rules refuse', () => {
  let server: ReturnType<typeof stubLookupServer>;
  beforeEach(() => {
    server = stubLookupServer();
  });
  afterEach(() => server.restore());

  it("keeps the seed's alert, marks each refused field with its message, and puts focus on the first", async () => {
    const user = renderDialog();
    await user.type(field('Reference No.'), 'TL/CONV/0301');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: messages.propertyValidationFailed });
    expect(within(alert).getByText(messages.applicantInfoEmpty)).toBeInTheDocument();
    expect(within(alert).getByText(messages.mktsNumberEmpty)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const name = field('Name of Applicant Solicitor');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(messages.applicantInfoEmpty);
    expect(field('Street Name')).toHaveAccessibleDescription(messages.streetNameEmpty);
    expect(field('Block/House No.')).toHaveAccessibleDescription(messages.blockHouseNoEmpty);
    // The seed's second wording for an empty MK/TS number (issue 18 item 13) is the field's own.
    expect(field('MK/TS No. row 1')).toHaveAccessibleDescription(messages.inputNumberEmpty);
    expect(field('Lot No. row 1')).toHaveAccessibleDescription(messages.landLotNumberEmpty);
    expect(field('Reference No.')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(name).toHaveFocus());

    // A field's mark goes as the user fixes it; the others stay.
    await user.type(field('Street Name'), 'orchard road');
    expect(field('Street Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Block/House No.')).toHaveAttribute('aria-invalid', 'true');
  });

  it("the strata lot's second wordings show on its fields", async () => {
    const user = renderDialog();
    await user.type(field('Strata/Accessory Lot No.'), 'U1234X');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: messages.propertyValidationFailed });
    expect(within(alert).getByText(messages.strataLotTypeNotSelected)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await dialog().findByText(messages.strataLotTypeEmpty)).toBeInTheDocument();
  });
});

/** Issue 18 item 13: a LAND property shows, sends and keeps no storey or unit. */
describe('a LAND property has no storey or unit', () => {
  it('its body sends none, whatever the draft still holds', () => {
    const body = toPropertyInput({ ...emptyDraft(), propType: 'LAND', propDesc: 'VACANT LAND', storeyNo: '05', unitNo: '12' });
    expect(body).toMatchObject({ storeyNo: '', unitNo: '' });
  });
});
