import type { DeviceCodeResponse } from '@shop/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { HEX } from './licences';

let address = 0;
let machine = 0x9000;

/** A new caller address: each device test's code and poll limits count on their own, as separate indicators do. */
export const freshAddress = () => {
  address += 1;
  return `10.46.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

/** A new machine id as NinjaTrader prints it. */
export const newMachineId = () => {
  machine += 1;
  return HEX(machine);
};

/** The indicator's side: asks a code for `product` on a machine. */
export async function askDeviceCode(
  ctx: TestApp,
  product: string,
  options: { machineId?: string; machineName?: string; address?: string } = {},
) {
  const machineId = options.machineId ?? newMachineId();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/device/code',
    remoteAddress: options.address ?? freshAddress(),
    payload: {
      product,
      machineId,
      machineName: options.machineName ?? 'Trading PC',
      platformVersion: '8.1.5.2',
    },
  });
  expect(response.statusCode).toBe(200);
  return { ...(response.json() as DeviceCodeResponse), machineId };
}

/** The indicator's poll, form-encoded as RFC 8628 clients send it. */
export function pollToken(ctx: TestApp, deviceCode: string, language = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/device/token',
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: deviceCode,
    }).toString(),
  });
}

/** The buyer's decision on a code from their signed-in session. */
export function decide(
  ctx: TestApp,
  auth: Record<string, string> | undefined,
  userCode: string,
  decision: 'approve' | 'deny' = 'approve',
  language = 'en',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/device/${decision}`,
    headers: { ...(auth ?? {}), 'accept-language': language },
    payload: { userCode },
  });
}
