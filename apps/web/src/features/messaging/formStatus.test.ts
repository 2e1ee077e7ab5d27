import { describe, expect, it } from 'vitest';
import { errorMessageOf, firstErrorKey, statusOfResult } from './formStatus';

describe('errorMessageOf', () => {
  it("shows the server's message when the server answered", () => {
    expect(errorMessageOf({ status: 500, message: 'Serveur en panne' }, 'fallback')).toBe('Serveur en panne');
    expect(errorMessageOf({ status: 429, message: 'Trop de tentatives' }, 'fallback')).toBe(
      'Trop de tentatives',
    );
  });

  it('falls back to the form text without an answer or a message', () => {
    expect(errorMessageOf({ status: 0, message: 'Failed to fetch' }, 'fallback')).toBe('fallback');
    expect(errorMessageOf({ status: 500, message: '  ' }, 'fallback')).toBe('fallback');
    expect(errorMessageOf(new Error('boom'), 'fallback')).toBe('fallback');
    expect(errorMessageOf(undefined, 'fallback')).toBe('fallback');
  });
});

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
