import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A check-vat-number request as the stand-in received it. */
export interface ViesRequestBody {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

/**
 * A local HTTP server playing VIES's REST `check-vat-number` (docs/rules/vat.md), so tests make a real HTTP
 * call without the internet. The number decides the answer: ending in `000` not registered, `999` never
 * answered (a timeout), `998` "member state unavailable"; any other registered, with a consultation number
 * when the request names a requester. `down(true)` makes every member state unavailable until `down(false)`.
 */
export async function startViesStandIn() {
  const requests: ViesRequestBody[] = [];
  let unavailable = false;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as ViesRequestBody;
      requests.push(body);
      if (body.vatNumber.endsWith('999')) return; // left hanging: the client's timeout decides
      const reply = (answer: object) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ countryCode: body.countryCode, vatNumber: body.vatNumber, ...answer }));
      };
      if (unavailable || body.vatNumber.endsWith('998'))
        return reply({ valid: false, userError: 'MS_UNAVAILABLE' });
      if (body.vatNumber.endsWith('000')) return reply({ valid: false, userError: 'INVALID', name: '---' });
      reply({
        valid: true,
        userError: 'VALID',
        requestDate: new Date().toISOString(),
        requestIdentifier: body.requesterNumber
          ? `WAPIAAAAW${requests.length.toString().padStart(6, '0')}`
          : '',
        name: `STAND-IN TRADER ${body.vatNumber}`,
        address: '1 Teststraße, 10115 Berlin',
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/check-vat-number`,
    requests,
    down(value: boolean) {
      unavailable = value;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
