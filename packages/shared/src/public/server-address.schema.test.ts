import { describe, expect, it } from 'vitest';
import { collegeSettingsSchema, iqacLinksSchema, serverAddressSchema } from './public.schema.js';
import { readIssue } from '../schema-issue.js';

const problem = (value: unknown) => {
  const r = serverAddressSchema.safeParse(value);
  return r.success ? null : readIssue(r.error.issues[0].message).message;
};
const NOT_HTTP = 'Server Address must be an http or https address, such as https://erp.college.edu.in';

describe('Server Address (Developer Options)', () => {
  it('accepts an absolute http or https address, trimmed', () => {
    expect(serverAddressSchema.parse('http://localhost:3500')).toBe('http://localhost:3500');
    expect(serverAddressSchema.parse('  https://erp.vcet.edu.in/  ')).toBe('https://erp.vcet.edu.in/');
    expect(problem('HTTPS://ERP.VCET.EDU.IN:8443')).toBeNull();
  });

  it('refuses any other scheme, a bare host or path, naming the field', () => {
    for (const bad of [
      'ftp://x',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'erp.vcet.edu.in',
      '/api',
      'http://',
    ]) {
      expect(problem(bad), bad).toBe(NOT_HTTP);
    }
  });

  it('refuses an empty address and one longer than 2,000 characters', () => {
    expect(problem('  ')).toBe('Server Address is required');
    expect(problem(`https://erp.vcet.edu.in/${'a'.repeat(2_000)}`)).toBe('Server Address must have at most 2000 characters');
  });

  it('has its messages among the server texts, so they read in German too', () => {
    const keyOf = (value: string) => {
      const r = serverAddressSchema.safeParse(value);
      const { key, params } = readIssue(r.error!.issues[0].message);
      return { key, params };
    };
    expect(keyOf('ftp://erp.vcet.edu.in')).toEqual({ key: 'input.httpAddress', params: { field: 'Server Address' } });
    expect(keyOf('  ')).toEqual({ key: 'input.required', params: { field: 'Server Address' } });
  });
});

describe('IQAC links (college settings)', () => {
  it('are http(s) addresses or empty, each named in its message', () => {
    expect(iqacLinksSchema.safeParse({ nirf: 'https://www.nirfindia.org/', naac: '' }).success).toBe(true);
    const r = iqacLinksSchema.safeParse({ obe: 'javascript:alert(1)' });
    expect(readIssue(r.error!.issues[0].message).message).toBe(
      'OBE link must be an http or https address, such as https://erp.college.edu.in',
    );
  });

  it('are optional in the settings, as saved before they existed', () => {
    const contact = { officialCommunication: 'P', campus: 'C', phoneNumber: [], faxNumber: '', candidateDetails: [] };
    expect(collegeSettingsSchema.safeParse({ code: 'VCET', name: 'V', aboutUs: '', contact }).success).toBe(true);
  });
});
