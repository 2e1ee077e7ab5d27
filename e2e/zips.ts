// Zips the browser tests upload, built byte by byte (no zip library in the e2e package).
import { crc32 } from 'node:zlib';

/** A zip record: `length` bytes with little-endian fields written at their offsets (2 or 4 bytes each). */
function record(length: number, fields: [at: number, size: 2 | 4, value: number][]): Buffer {
  const bytes = Buffer.alloc(length);
  for (const [at, size, value] of fields) {
    if (size === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

/** A NinjaTrader 8 export as a stored (uncompressed) zip: Info.xml and the compiled assembly at its root. */
export function ninjaTraderExport(name = 'ReleaseE2E'): Buffer {
  const files = [
    [
      'Info.xml',
      '<?xml version="1.0"?><NinjaTrader><Export><Version>8.1.2.1</Version></Export></NinjaTrader>',
    ],
    [`${name}.dll`, 'MZ compiled indicator'],
  ] as const;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const sizes = { crc: crc32(data), size: data.length, name: fileName.length };
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [14, 4, sizes.crc],
      [18, 4, sizes.size],
      [22, 4, sizes.size],
      [26, 2, sizes.name],
    ]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [16, 4, sizes.crc],
      [20, 4, sizes.size],
      [24, 4, sizes.size],
      [28, 2, sizes.name],
      [42, 4, offset],
    ]);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, files.length],
    [10, 2, files.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}
