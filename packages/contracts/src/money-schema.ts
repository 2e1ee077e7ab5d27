import { z } from 'zod';
import { currencySchema } from './currency';

/** An amount with its currency on the wire (money.ts): whole minor units, never a bare number. */
export const moneySchema = z.object({ amount: z.number().int(), currency: currencySchema });
