import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpAnnexes } from '../../../../src/app/screens/documents/otp/OtpAnnexes';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { newOtpMetadata, savedOtpMetadata } from '../../../../stories/documents/otp/otp-fixtures';

const DEFAULT_INSPECTION = '7 days before the Scheduled Completion Date';

function renderAnnexes(metadata: DocumentMetadata, isEditing = true) {
  const onChange = vi.fn<(patch: DocumentMetadata) => void>();
  render(<OtpAnnexes metadata={metadata} isEditing={isEditing} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('Annex B paragraph 2', () => {
  it('keeps the default text while both paragraphs are ticked', () => {
    renderAnnexes(newOtpMetadata());
    expect(screen.getByText(DEFAULT_INSPECTION)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Inspection date' })).not.toBeInTheDocument();
  });

  it('replaces the default text with a date picker when paragraph 1 is ticked and paragraph 2 is not', async () => {
    const { onChange, user } = renderAnnexes({ ...newOtpMetadata(), annexbaParagraph2: false });
    expect(screen.queryByText(DEFAULT_INSPECTION)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Inspection date' }), '23-Jun-2026{enter}');
    expect(onChange).toHaveBeenLastCalledWith({ annexbaParagraph2CompletionDate: '2026-06-23' });
  });

  it('prints the chosen date in the preview', () => {
    renderAnnexes({ ...newOtpMetadata(), annexbaParagraph2: false, annexbaParagraph2CompletionDate: '2026-06-23' }, false);
    expect(screen.getByText('(a) 2. [ ] The inspection shall be made not later than 23-Jun-2026.')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(DEFAULT_INSPECTION))).not.toBeInTheDocument();
  });
});

describe('the other annexes', () => {
  it('add and remove Annex A items, kept joined by the separator', async () => {
    const { onChange, user } = renderAnnexes(savedOtpMetadata());
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ annexaNote: 'Washing machine[#]Curtains in the living room' });
    await user.type(screen.getByRole('textbox', { name: 'New Annex A item' }), 'Wardrobes');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(onChange).toHaveBeenLastCalledWith({ annexaNote: 'Kitchen hob and hood[#]Washing machine[#]Curtains in the living room[#]Wardrobes' });
  });

  it("show an 'Other condition' note only once its paragraph is ticked", async () => {
    const { onChange, user } = renderAnnexes(newOtpMetadata());
    expect(screen.queryByRole('textbox', { name: 'Annex C (d) condition' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^\(d\) Other condition/ }));
    expect(onChange).toHaveBeenLastCalledWith({ annexcdParagraph: true });
  });

  it('list every paragraph in the preview with its box ticked or not, as the PDF prints them', () => {
    renderAnnexes(savedOtpMetadata(), false);
    expect(screen.getByText('1. Kitchen hob and hood')).toBeInTheDocument();
    expect(screen.getByText(/^\(c\) \[X\] The Vendor shall deliver the Property in the state/)).toBeInTheDocument();
    expect(screen.getByText('(f) [X] Other condition: The Vendor shall repaint the master bedroom before completion.')).toBeInTheDocument();
    expect(screen.getByText(/^\(d\) \[ \] The Vendor shall remove all items not listed/)).toBeInTheDocument();
    expect(screen.getByText('The Vendor shall hand over two access cards and all keys on completion.')).toBeInTheDocument();
  });
});
