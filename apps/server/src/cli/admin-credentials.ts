import { framedBlock } from '../lib/console-box';

/** The framed block showing an admin's generated password, the one time it exists in clear. */
export function adminCredentialsBlock(event: 'created' | 'reset', email: string, password: string): string {
  return framedBlock([
    event === 'created' ? 'Admin account created' : 'Admin password reset',
    '',
    `E-mail:   ${email}`,
    `Password: ${password}`,
    '',
    'Shown once and stored nowhere in clear: keep it in a password manager.',
    'Lost it? npm run admin -- reset-password <email>',
  ]);
}
