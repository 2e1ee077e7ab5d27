import type { Entry } from 'yauzl';

// Every name a zip entry carries, so that the release check judges the name any unzip tool may pick. The
// central directory's raw name is what yauzl hands over; the local header repeats the name (some tools, and
// streaming readers, read only that one), and the Info-ZIP Unicode Path extra field (0x7075), in either
// header, replaces the raw name in the tools that understand it (NinjaTrader's importer among them).

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const UNICODE_PATH_FIELD = 0x7075;
/** General purpose flag bit 11: the raw name is UTF-8 (else CP437). */
const UTF8_FLAG = 0x800;

/** A header or extra field that runs past the zip's end, or a Unicode Path field that cannot be read. */
export class ZipNamesError extends Error {
  readonly reason = 'notZip';
}

/** The extra fields of a header's extra block: `id` (2 bytes), `size` (2 bytes), `size` bytes of data. */
function extraFields(block: Buffer): { id: number; data: Buffer }[] {
  const fields: { id: number; data: Buffer }[] = [];
  for (let at = 0; at + 4 <= block.length; ) {
    const id = block.readUInt16LE(at);
    const size = block.readUInt16LE(at + 2);
    if (at + 4 + size > block.length) throw new ZipNamesError('notZip');
    fields.push({ id, data: block.subarray(at + 4, at + 4 + size) });
    at += 4 + size;
  }
  return fields;
}

/** The Unicode Path fields' names: version (1 byte, 1), CRC-32 of the raw name (4 bytes), the UTF-8 name. */
function unicodePaths(fields: { id: number; data: Buffer }[]): string[] {
  return fields
    .filter((field) => field.id === UNICODE_PATH_FIELD)
    .map((field) => {
      if (field.data.length < 5 || field.data[0] !== 1) throw new ZipNamesError('notZip');
      return field.data.subarray(5).toString('utf8');
    });
}

/** The local header of `entry`: its raw name and its extra block. */
function localHeader(zip: Buffer, entry: Entry): { name: Buffer; extra: Buffer } {
  const at = entry.relativeOffsetOfLocalHeader;
  if (at + LOCAL_HEADER_SIZE > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER_SIGNATURE) {
    throw new ZipNamesError('notZip');
  }
  const nameLength = zip.readUInt16LE(at + 26);
  const extraLength = zip.readUInt16LE(at + 28);
  const nameStart = at + LOCAL_HEADER_SIZE;
  if (nameStart + nameLength + extraLength > zip.length) throw new ZipNamesError('notZip');
  return {
    name: zip.subarray(nameStart, nameStart + nameLength),
    extra: zip.subarray(nameStart + nameLength, nameStart + nameLength + extraLength),
  };
}

/** What an entry calls itself: the central raw name first, the local one, each Unicode Path; and whether they agree. */
export interface EntryNames {
  names: string[];
  agree: boolean;
}

/**
 * Every name `entry` carries, as text. They agree when the local header's raw name is byte for byte the
 * central one and every Unicode Path says the raw name (compared when the raw name is ASCII or flagged UTF-8:
 * a legacy CP437 name with accents legitimately differs in bytes; its Unicode Paths must then agree together).
 */
export function entryNames(zip: Buffer, entry: Entry): EntryNames {
  const central = entry.fileName as unknown as Buffer;
  const local = localHeader(zip, entry);
  const raw = central.toString('utf8');
  const readable = (entry.generalPurposeBitFlag & UTF8_FLAG) !== 0 || /^[\x20-\x7e]*$/.test(raw);
  const unicode = [...unicodePaths(entry.extraFields), ...unicodePaths(extraFields(local.extra))];
  const expected = readable ? raw : unicode[0];
  const agree = local.name.equals(central) && unicode.every((name) => name === expected);
  return { names: [raw, local.name.toString('utf8'), ...unicode], agree };
}
