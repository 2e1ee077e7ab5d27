import { z } from 'zod';
import { currencies } from './currency-choice';

/** A currency named by a request: anything else is a 400 with the `currency.invalid` key. */
export const currencySchema = z.enum(currencies, { message: 'currency.invalid' });
