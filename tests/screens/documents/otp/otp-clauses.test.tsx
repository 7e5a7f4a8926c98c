import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpCompletionClause } from '../../../../src/app/screens/documents/otp/OtpCompletionClause';
import { OtpExerciseClause } from '../../../../src/app/screens/documents/otp/OtpExerciseClause';
import type { OtpPartProps } from '../../../../src/app/screens/documents/otp/otp-props';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { newOtpMetadata } from '../../../../stories/documents/otp/otp-fixtures';

/** One clause on its own, editing, in the list the contract numbers it by. */
function renderClause(Clause: ComponentType<OtpPartProps>, metadata: DocumentMetadata) {
  const onChange = vi.fn<(patch: DocumentMetadata) => void>();
  const view = render(
    <ol>
      <Clause metadata={metadata} isEditing onChange={onChange} />
    </ol>,
  );
  return { onChange, user: userEvent.setup(), unmount: view.unmount };
}

describe('the completion clause', () => {
  it('shows only the weeks when completing by weeks', () => {
    renderClause(OtpCompletionClause, { ...newOtpMetadata(), completionDateMode: 'week', completionDayOf: '10' });
    expect(screen.getByRole('textbox', { name: 'Completion weeks' })).toHaveValue('10');
    expect(screen.queryByRole('textbox', { name: 'Completion date' })).not.toBeInTheDocument();
  });

  it('shows only the date when completing by date', () => {
    renderClause(OtpCompletionClause, { ...newOtpMetadata(), completionDateMode: 'date', completionDay: '2026-06-30' });
    expect(screen.getByRole('textbox', { name: 'Completion date' })).toHaveValue('30-Jun-2026');
    expect(screen.queryByRole('textbox', { name: 'Completion weeks' })).not.toBeInTheDocument();
  });

  it('shows neither by default, only the default wording', () => {
    renderClause(OtpCompletionClause, newOtpMetadata());
    expect(screen.queryByRole('textbox', { name: /Completion/ })).not.toBeInTheDocument();
    expect(screen.getByText(/eight \(8\) weeks after the date of exercise/)).toBeInTheDocument();
  });
});

describe('the exercise clause', () => {
  it('writes the deposit in words when its figures are typed', async () => {
    const { onChange, user } = renderClause(OtpExerciseClause, newOtpMetadata());
    await user.type(screen.getByRole('textbox', { name: 'Deposit (S$)' }), '9');
    expect(onChange).toHaveBeenLastCalledWith({ vendorSings: '9', vendorSingDollars: 'Nine' });
  });

  it('asks for the academy payment reference only for a deposit paid to the Singapore Academy of Law', async () => {
    const { onChange, user, unmount } = renderClause(OtpExerciseClause, { ...newOtpMetadata(), academyLawby: 'cheque no' });
    expect(screen.queryByRole('textbox', { name: 'Cheque No.' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'the Singapore Academy of Law' }));
    expect(onChange).toHaveBeenLastCalledWith({ paymentClientOption: 'client3' });
    unmount();
    renderClause(OtpExerciseClause, { ...newOtpMetadata(), paymentClientOption: 'client3', academyLawby: 'cheque no' });
    expect(screen.getByRole('textbox', { name: 'Cheque No.' })).toBeInTheDocument();
  });
});
