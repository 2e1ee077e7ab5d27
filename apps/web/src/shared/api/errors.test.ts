import { describe, expect, it } from 'vitest';
import { ApiRequestError, serverMessage } from './errors';

const answer = (status: number, message: string, code = 'http') =>
  new ApiRequestError(message, status, code, undefined, message.trim() !== '');

describe('serverMessage', () => {
  it("shows the server's message when the server answered with one", () => {
    expect(serverMessage(answer(500, 'Serveur en panne'), 'fallback')).toBe('Serveur en panne');
    expect(serverMessage(answer(429, 'Trop de tentatives'), 'fallback')).toBe('Trop de tentatives');
    expect(serverMessage(answer(400, 'TVA invalide', 'validation'), 'fallback')).toBe('TVA invalide');
  });

  it('falls back to the form text without an answer or a message', () => {
    expect(serverMessage(new ApiRequestError('Failed to fetch', 0, 'network'), 'fallback')).toBe('fallback');
    expect(serverMessage(new ApiRequestError('Délai dépassé', 0, 'timeout'), 'fallback')).toBe('fallback');
    expect(serverMessage(answer(500, '  '), 'fallback')).toBe('fallback');
    // An answer without a body carries only its status line.
    expect(serverMessage(new ApiRequestError('Bad Gateway', 502, 'http'), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('boom'), 'fallback')).toBe('fallback');
    expect(serverMessage(undefined, 'fallback')).toBe('fallback');
  });
});
