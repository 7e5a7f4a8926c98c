import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActivityLogButton } from '../../../../src/app/screens/documents/common/ActivityLogButton';
import { ActivityLogModal } from '../../../../src/app/screens/documents/common/ActivityLogModal';
import { DocumentActions } from '../../../../src/app/screens/documents/common/DocumentActions';
import { DocumentFormButtons } from '../../../../src/app/screens/documents/common/DocumentFormButtons';
import { DocumentPageHeader } from '../../../../src/app/screens/documents/common/DocumentPageHeader';
import { TemplateSelector } from '../../../../src/app/screens/documents/common/TemplateSelector';
import { useFirmDetails } from '../../../../src/app/screens/documents/common/use-firm-details';
import { UserDetailsContext } from '../../../../src/app/screens/shell/user-details-context';
import { messages } from '../../../../src/domain/messages';
import { BUYER_CLIENT_PARTIES, DOCUMENT_HISTORY } from '../../../../stories/documents/common/document-fixtures';
import { demoUserDetails } from '../../../../stories/support/mock-api';

const person = () => userEvent.setup({ delay: null });
const action = () => ({ onPress: vi.fn() });

describe('the document page chrome', () => {
  it('heads the page with the law-firm reference and the property address', () => {
    render(<DocumentPageHeader module="wta" property={BUYER_CLIENT_PARTIES} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'TL/CONV/0412 – 2 MARINA BOULEVARD, #40-01, THE SAIL @ MARINA BAY, SINGAPORE 018987',
    );
    expect(screen.getByText('Warrant to Act', { exact: false })).toBeInTheDocument();
  });

  it("shows 'Select OTP Template' until a template is chosen, and offers 'OTP Template 1'", async () => {
    const onChange = vi.fn();
    render(<TemplateSelector module="otp" value={null} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Template/ });
    expect(trigger).toHaveTextContent('Select OTP Template');
    await person().click(trigger);
    await person().click(screen.getByRole('option', { name: 'OTP Template 1' }));
    expect(onChange).toHaveBeenCalledWith('template1');
  });

  it('names each action icon, S.65 with DSS Sign first, and disables the ones the page refuses', () => {
    const { rerender } = render(<DocumentActions module="otp" send={action()} print={{ ...action(), isDisabled: true }} edit={action()} />);
    const names = () =>
      within(screen.getByRole('group', { name: 'Document actions' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(names()).toEqual(['Send by mail', 'Print', 'Edit']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send by mail' })).toBeEnabled();
    rerender(<DocumentActions module="s65" send={action()} print={action()} edit={action()} dssSign={action()} />);
    expect(names()).toEqual(['DSS Sign', 'Print', 'Edit', 'Send by mail']);
  });

  it('ignores presses on an action that is busy', async () => {
    const print = action();
    render(<DocumentActions module="wta" send={action()} print={{ ...print, isBusy: true }} edit={action()} />);
    await person().click(screen.getByRole('button', { name: 'Print' }));
    expect(print.onPress).not.toHaveBeenCalled();
  });

  it('offers Save for a new document and Update for a saved one', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<DocumentFormButtons isNew onSubmit={onSubmit} onCancel={vi.fn()} />);
    await person().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<DocumentFormButtons isNew={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("names the activity log after its document: 'S.65 Activity Log'", () => {
    render(<ActivityLogButton module="s65" onPress={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'S.65 Activity Log' })).toBeInTheDocument();
  });

  it("lists only the document's printed and sent copies, latest first, with their file names", () => {
    render(<ActivityLogModal module="wta" property={{ propertyRefNo: 'PCN-2026-000101', propertyDocument: DOCUMENT_HISTORY }} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'WTA Activity Log' }));
    const rows = dialog.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual(['Sent', 'Print']);
    expect(rows[0]).toHaveTextContent('28/02/2026 03:45 PM');
    expect(rows[0]).toHaveTextContent('Lim Boon Keng');
    expect(rows[0]).toHaveTextContent('WTA_28FEB2026_template1_2.pdf');
  });

  it('says so when the document has not been printed or sent', () => {
    render(<ActivityLogModal module="s65" property={{ propertyRefNo: 'PCN-2026-000101', propertyDocument: DOCUMENT_HISTORY }} onClose={vi.fn()} />);
    expect(screen.getByText(messages.noDocumentPrintedOrSent)).toBeInTheDocument();
  });

  it("reads the firm's letterhead and foot from the signed-in user's account", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UserDetailsContext.Provider value={demoUserDetails('lawyer1')}>{children}</UserDetailsContext.Provider>
    );
    expect(renderHook(() => useFirmDetails(), { wrapper }).result.current).toEqual({
      accountName: 'Tan & Lim LLP',
      address: '80 Robinson Road, #17-02',
      postalCode: '068898',
      phone: '62201234',
      fax: '62205678',
      uen: '201912345K',
    });
  });
});
