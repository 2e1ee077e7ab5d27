import { describe, expect, it } from 'vitest';
import { authorLabel } from './author';

describe('authorLabel', () => {
  it.each([
    ['Jeanne Martin', 'Jeanne M.'],
    ['  jean   de la fontaine ', 'jean F.'],
    ['Cher', 'Cher'],
    ['Élodie émile', 'Élodie É.'],
  ])('%s → %s', (name, label) => expect(authorLabel(name)).toBe(label));
});
