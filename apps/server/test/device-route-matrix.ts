import { HEX, type MatrixEntry, type MatrixWorld, signedIn } from './route-matrix';

/** A fresh pending code of the owner's product, as an indicator asks for one. */
async function pendingCode(world: MatrixWorld) {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/device/code',
    payload: { product: world.freeProductId, machineId: HEX(), machineName: 'Desk', platformVersion: '8.1' },
  });
  return response.json() as { device_code: string; user_code: string };
}

/** A machine the owner signed in from the indicator: its activation id. */
async function ownerMachine(world: MatrixWorld): Promise<string> {
  const code = await pendingCode(world);
  await world.app.inject({
    method: 'POST',
    url: '/api/device/approve',
    headers: world.identities.owner.auth,
    payload: { userCode: code.user_code },
  });
  const token = await world.app.inject({
    method: 'POST',
    url: '/api/device/token',
    payload: { device_code: code.device_code },
  });
  return token.json().activationId as string;
}

/** Sign in from the indicator (docs/rules/seats.md): who may call each route. */
export const deviceRouteMatrix: Record<string, MatrixEntry> = {
  // The indicator's side has no account: the codes are its credential.
  'POST /api/device/code': {
    request: (world) => ({
      url: '/api/device/code',
      payload: {
        product: world.freeProductId,
        machineId: HEX(),
        machineName: 'Desk',
        platformVersion: '8.1',
      },
    }),
    expect: { visitor: 200, owner: 200, other: 200, admin: 200 },
  },
  // Not yet approved: authorization_pending whoever polls.
  'POST /api/device/token': {
    request: async (world) => ({
      url: '/api/device/token',
      payload: { device_code: (await pendingCode(world)).device_code },
    }),
    expect: { visitor: 400, owner: 400, other: 400, admin: 400 },
  },
  'GET /api/device/authorization': {
    request: async (world) => ({
      url: `/api/device/authorization?userCode=${(await pendingCode(world)).user_code}`,
    }),
    expect: signedIn(200),
  },
  // Only a buyer holding the product may approve; the admin holds none of it.
  'POST /api/device/approve': {
    request: async (world) => ({
      url: '/api/device/approve',
      payload: { userCode: (await pendingCode(world)).user_code },
    }),
    expect: { visitor: 401, owner: 200, other: 403, admin: 403 },
  },
  'POST /api/device/deny': {
    request: async (world) => ({
      url: '/api/device/deny',
      payload: { userCode: (await pendingCode(world)).user_code },
    }),
    expect: signedIn(200),
  },
  'GET /api/device/machines': {
    request: () => ({ url: '/api/device/machines' }),
    expect: signedIn(200),
  },
  // The owner's own machine; nobody else finds it, an admin neither (the buyer frees their own).
  'DELETE /api/device/machines/:id': {
    request: async (world) => ({ url: `/api/device/machines/${await ownerMachine(world)}` }),
    expect: { visitor: 401, owner: 204, other: 404, admin: 404 },
  },
};
