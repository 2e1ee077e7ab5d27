import { describe, expect, it } from 'vitest';
import { firstErrorKey, statusOfResult } from './formStatus';

describe('statusOfResult', () => {
  it('treats success false as an error, with the fallback when no message came', () => {
    expect(statusOfResult({ success: false, message: '' }, 'ok', 'ko')).toEqual({
      kind: 'error',
      message: 'ko',
    });
    expect(statusOfResult({ success: false, message: 'Nope' }, 'ok', 'ko')).toEqual({
      kind: 'error',
      message: 'Nope',
    });
    expect(statusOfResult({ success: true, message: 'Merci' }, 'ok', 'ko')).toEqual({
      kind: 'success',
      message: 'Merci',
    });
  });
});

describe('firstErrorKey', () => {
  it('returns the first field error in display order', () => {
    const errors = { message: { message: 'b' }, email: { message: 'a' } };
    expect(firstErrorKey(errors, ['name', 'email', 'subject', 'message'])).toBe('a');
    expect(firstErrorKey({}, ['name'])).toBeUndefined();
  });
});
