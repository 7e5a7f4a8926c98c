import { describe, expect, it } from 'vitest';
import { tokenFetchErrorMessage } from '../../src/domain/token-errors';

describe('token fetch errors', () => {
  it('says Invalid username/password for 401, the status for others, Network Error. without a response', () => {
    expect(tokenFetchErrorMessage(401)).toBe('Invalid username/password');
    expect(tokenFetchErrorMessage(503)).toBe('Error Status 503');
    expect(tokenFetchErrorMessage(0)).toBe('Network Error.');
  });
});
