import { describe, expect, it } from 'vitest';
import { checkMachineIdName, licenceRequestBodySchema, machineIdNameSchema } from './licences';

const HEX32 = '0123456789ABCDEF0123456789abcdef';

describe('checkMachineIdName (docs/rules/licences.md)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ABCDEF123456', 'missingDash'],
    ['-DeskPC', 'emptyMachineId'],
    ['  -DeskPC', 'emptyMachineId'],
    ['ABCDEF1-DeskPC', 'shortMachineId'],
    ['A-DeskPC', 'shortMachineId'],
    ['ABCD EFGH-DeskPC', 'invalidMachineId'],
    ['+12345678-DeskPC', 'invalidMachineId'],
    ['ABCDÉFGH1-DeskPC', 'invalidMachineId'],
    ['ABCDEFGH_1-DeskPC', 'invalidMachineId'],
    ['ABCDEFGH-', 'emptyName'],
    ['ABCDEFGH-   ', 'emptyName'],
    ['ABCDEFGH-P', 'shortName'],
    [`${'A'.repeat(65)}-DeskPC`, 'tooLong'],
    [`ABCDEFGH-${'n'.repeat(61)}`, 'tooLong'],
  ])('refuses %j with %s', (text, issue) => {
    expect(checkMachineIdName(text)).toEqual({ valid: false, issue });
  });

  it('refuses a negative number as machine id: the text before the first dash is empty', () => {
    expect(checkMachineIdName('-12345678-PC')).toEqual({ valid: false, issue: 'emptyMachineId' });
  });

  it('accepts the boundaries: 8 characters of machine id and 2 of name', () => {
    expect(checkMachineIdName('ABCDEFGH-PC')).toEqual({ valid: true, machineId: 'ABCDEFGH', name: 'PC' });
    expect(checkMachineIdName('12345678-ab')).toEqual({ valid: true, machineId: '12345678', name: 'ab' });
    expect(checkMachineIdName(`${'A'.repeat(64)}-${'n'.repeat(60)}`).valid).toBe(true);
  });

  it('splits at the first dash, so the name may hold dashes and spaces, and trims the text', () => {
    expect(checkMachineIdName(`  ${HEX32}-Desk PC-2  `)).toEqual({
      valid: true,
      machineId: HEX32,
      name: 'Desk PC-2',
    });
  });
});

describe('licence request body', () => {
  const ids = {
    productId: '01900000-0000-7000-8000-000000000001',
    orderId: '01900000-0000-7000-8000-000000000002',
  };

  it('carries the issue key as the message, so the API answers with it', () => {
    const result = machineIdNameSchema.safeParse('ABCDEFGH');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('license.validation.missingDash');
  });

  it('accepts a good body and an optional replaced licence id', () => {
    expect(licenceRequestBodySchema.parse({ ...ids, machineIdName: `${HEX32}-DeskPC` })).toMatchObject(ids);
    expect(
      licenceRequestBodySchema.safeParse({ ...ids, machineIdName: `${HEX32}-DeskPC`, replacesId: 'x' })
        .success,
    ).toBe(false);
  });
});
