import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages.js';
import {
  changePasswordBodySchema,
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
} from './accounts.schema.js';
import { readIssue } from '../schema-issue.js';

/** The message a form shows under each field: the first of its issues. */
function shown(schema: z.ZodType, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) out[issue.path.join('.')] ??= readIssue(issue.message).message;
  return out;
}

const STRONG = 'Campus#2027';
const NOT_MATCHED = 'Password is not matched with New Password';

describe('the change password form (001 §5)', () => {
  const form = changePasswordFormSchema(NOT_MATCHED);

  it("says the spec's messages in the spec's order, as the route checks the old and new password", () => {
    const empty = { oldpassword: '', newPassword: '', confirmPassword: '' };
    expect(shown(form, empty)).toEqual({ oldpassword: M.requiredField, newPassword: M.requiredField, confirmPassword: M.requiredField });
    expect(shown(form, { oldpassword: 'secret1', newPassword: 'weakpass', confirmPassword: 'weakpass' })).toEqual({
      newPassword: M.asPerInstructions,
      confirmPassword: M.asPerInstructions,
    });
    // A weak new password equal to the old one is first of all weak.
    expect(shown(form, { oldpassword: 'weakpass', newPassword: 'weakpass', confirmPassword: '' })).toEqual({
      newPassword: M.asPerInstructions,
      confirmPassword: M.requiredField,
    });
    expect(shown(form, { oldpassword: 'secret1', newPassword: STRONG, confirmPassword: 'Other#2026x' })).toEqual({
      confirmPassword: NOT_MATCHED,
    });
    expect(shown(form, { oldpassword: STRONG, newPassword: STRONG, confirmPassword: STRONG })).toEqual({ newPassword: M.sameAsOld });
    expect(form.parse({ oldpassword: 'secret1', newPassword: STRONG, confirmPassword: STRONG })).toEqual({
      oldpassword: 'secret1',
      newPassword: STRONG,
      confirmPassword: STRONG,
    });
  });

  it('refuses what the route refuses', () => {
    for (const [oldpassword, newPassword] of [
      ['', STRONG],
      ['secret1', 'weakpass'],
      [STRONG, STRONG],
    ]) {
      const body = shown(changePasswordBodySchema, { username: 'meena', oldpassword, newPassword });
      expect(shown(form, { oldpassword, newPassword, confirmPassword: newPassword })).toMatchObject(body);
    }
  });
});

describe('the reset link form', () => {
  const form = resetPasswordFormSchema(NOT_MATCHED);

  it('asks for a strong new password typed twice the same', () => {
    expect(shown(form, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: M.requiredField,
      confirmPassword: M.requiredField,
    });
    expect(shown(form, { newPassword: 'weak', confirmPassword: 'weak' })).toEqual({ newPassword: M.asPerInstructions });
    expect(shown(form, { newPassword: STRONG, confirmPassword: 'weak' })).toEqual({ confirmPassword: NOT_MATCHED });
    expect(shown(form, { newPassword: STRONG, confirmPassword: STRONG })).toEqual({});
  });
});

describe('the forgot password form', () => {
  it("says the page's message when nothing is typed, and sends the login trimmed", () => {
    const form = forgotPasswordFormSchema('Please enter your user name or e-mail address');
    expect(shown(form, { login: '   ' })).toEqual({ login: 'Please enter your user name or e-mail address' });
    expect(form.parse({ login: ' meena@vcet.edu.in ' })).toEqual({ login: 'meena@vcet.edu.in' });
  });
});
