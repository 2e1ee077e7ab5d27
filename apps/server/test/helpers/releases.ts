import { randomBytes } from 'node:crypto';
import type { ReleasePublish } from '@shop/contracts';
import { ZipFile } from 'yazl';
import { zipBuffer } from '../../src/seed/placeholder-zip';
import type { TestApp } from '../test-app';

export interface ZipEntry {
  name: string;
  content: Buffer | string;
  compress?: boolean;
}

/** A zip of `entries`, written by yazl. */
export function buildZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) {
    const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
    zip.addBuffer(content, entry.name, { compress: entry.compress ?? true, mtime: new Date('2026-01-01Z') });
  }
  return zipBuffer(zip);
}

const INFO_XML =
  '<?xml version="1.0"?><NinjaTrader><Export><Version>8.1.2.1</Version></Export></NinjaTrader>';

/** A NinjaTrader 8 export as Tools > Export > NinjaScript Add-On writes it, with `extra` entries. */
export const ninjaTraderExport = (extra: ZipEntry[] = [], options: { source?: boolean } = {}) =>
  buildZip([
    { name: 'Info.xml', content: INFO_XML },
    { name: 'AdditionalReferences.txt', content: '' },
    { name: 'OrderFlowPro.dll', content: randomBytes(4096) },
    ...(options.source === false
      ? []
      : [
          {
            name: 'bin/Custom/Indicators/OrderFlowPro.cs',
            content: 'public class OrderFlowPro : Indicator {}',
          },
        ]),
    { name: 'templates/Indicator/OrderFlowPro/Default.xml', content: '<Template/>' },
    ...extra,
  ]);

/**
 * Renames an entry inside a built zip (its local and central headers), to a name of the same length that
 * yazl itself refuses to write, such as `../evil.dll`.
 */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('the names must have the same length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}

/** Makes the central directory declare `size` unpacked bytes for every entry: a bomb that lies about itself. */
export function declareUncompressedSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(central); at !== -1; at = out.indexOf(central, at + 4))
    out.writeUInt32LE(size, at + 24);
  return out;
}

/** The admin's two steps: upload the zip, then publish it with its texts. */
export async function publishRelease(
  ctx: TestApp,
  admin: { authorization: string },
  productId: string,
  zip: Buffer,
  release: Partial<Omit<ReleasePublish, 'file'>> & { version: string },
) {
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/releases/upload?version=${release.version}`,
    payload: zip,
    headers: { ...admin, 'content-type': 'application/zip' },
  });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/releases`,
    payload: {
      minPlatformVersion: '8.1.2.1',
      changelogFr: `- Correctifs de la ${release.version}`,
      changelogEn: `- Fixes in ${release.version}`,
      ...release,
      file: upload.json().file,
    },
    headers: admin,
  });
}
