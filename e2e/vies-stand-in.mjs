// The browser tests' VIES (docs/rules/vat.md): a local stand-in for the EU's check-vat-number REST service, so
// the journeys never reach the internet. A number ending in 000 is not registered; one ending in 997 finds its
// member state's service down the first time it is asked about (VIES does not answer: the order is charged VAT
// until a later check), and registered after; any other is registered, with a consultation number when the
// request names the seller's own number.
import { once } from 'node:events';
import { createServer } from 'node:http';

export async function startViesStandIn() {
  let consultations = 0;
  const askedOnce = new Set();
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const asked = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    const number = String(asked.vatNumber ?? '');
    if (number.endsWith('997') && !askedOnce.has(number)) {
      askedOnce.add(number);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          countryCode: asked.countryCode,
          vatNumber: number,
          valid: false,
          userError: 'MS_UNAVAILABLE',
        }),
      );
      return;
    }
    const valid = !number.endsWith('000');
    consultations += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        countryCode: asked.countryCode,
        vatNumber: asked.vatNumber,
        valid,
        userError: valid ? 'VALID' : 'INVALID',
        requestIdentifier:
          valid && asked.requesterNumber ? `WAPIE2E${String(consultations).padStart(6, '0')}` : '',
        name: valid ? `E2E TRADER ${asked.countryCode}${asked.vatNumber}` : '---',
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${server.address().port}/check-vat-number` };
}
