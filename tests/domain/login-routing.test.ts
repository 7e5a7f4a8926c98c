import { describe, expect, it } from 'vitest';
import { destinationAfterToken, isPasswordChangeMessage } from '../../src/domain/login-routing';

describe('login routing', () => {
  it('treats both password-change messages as a trip to the expired-password page', () => {
    expect(isPasswordChangeMessage('Password has expired')).toBe(true);
    expect(isPasswordChangeMessage('Password needs to be changed')).toBe(true);
    expect(isPasswordChangeMessage('Invalid User ID or Password.')).toBe(false);
    expect(isPasswordChangeMessage(undefined)).toBe(false);
  });

  it('sends a user without security questions to the forced set-up before checking the UEN', () => {
    expect(destinationAfterToken({ status: 'fail' }, 'N')).toBe('force-security-questions');
  });

  it('sends a user whose UEN is not updated to set-UEN', () => {
    expect(destinationAfterToken({}, 'N')).toBe('set-uen');
  });

  it('sends everyone else to the property listing', () => {
    expect(destinationAfterToken({}, 'Y')).toBe('property-listing');
    expect(destinationAfterToken({ status: null }, undefined)).toBe('property-listing');
  });
});
