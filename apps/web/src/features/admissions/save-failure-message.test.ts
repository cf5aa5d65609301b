import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { saveFailureMessage } from './save-failure-message';

describe('save failure message', () => {
  it("shows the server's message when the answer carries one", () => {
    const err = new ApiRequestError('Aadhaar number already exists', 409, { message: 'Aadhaar number already exists', code: 'CONFLICT' });
    expect(saveFailureMessage(err)).toBe('Aadhaar number already exists');
  });

  it("says 'Failed to save data' when the server answered without a message", () => {
    // A proxy's HTML error page: the client keeps the status text, which is not the server's message.
    expect(saveFailureMessage(new ApiRequestError('Bad Gateway', 502, null))).toBe('Failed to save data');
    expect(saveFailureMessage(new ApiRequestError('Internal Server Error', 500, {}))).toBe('Failed to save data');
    expect(saveFailureMessage(new ApiRequestError('Request failed (500)', 500, { message: '  ' }))).toBe('Failed to save data');
  });

  it("says 'An error occurred while saving data' when no answer came", () => {
    expect(saveFailureMessage(new TypeError('Failed to fetch'))).toBe('An error occurred while saving data');
    expect(saveFailureMessage(new ApiRequestError('Network error: the upload did not reach the server', 0, null))).toBe(
      'An error occurred while saving data',
    );
    expect(saveFailureMessage(undefined)).toBe('An error occurred while saving data');
  });
});
