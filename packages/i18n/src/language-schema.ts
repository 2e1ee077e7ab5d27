import { z } from 'zod';
import { languages } from './language';

/** `fr` | `en` as a zod schema, for the contracts' and the server's validation. */
export const languageSchema = z.enum(languages);
