import {
  RELEASE_COMPRESSION_RATIO_MAX,
  RELEASE_ENTRIES_MAX,
  RELEASE_UNCOMPRESSED_MAX_BYTES,
  RELEASE_ZIP_MAX_BYTES,
  type ReleaseZipRefusal,
  releaseZipErrorKey,
} from '@shop/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../errors';
import { entryNames, ZipNamesError } from './zip-names';

// An indicator's zip as NinjaTrader exports it, checked before it is stored by the catalogue's upload and by a
// release's publication (docs/rules/releases.md): below both modules, so releases may write the product's
// file through the catalogue, its owner.

/** The bounds a release zip is checked against (docs/rules/releases.md); tests shrink them. */
export interface ZipLimits {
  maxBytes: number;
  maxUncompressedBytes: number;
  maxRatio: number;
  maxEntries: number;
}

export const releaseZipLimits: ZipLimits = {
  maxBytes: RELEASE_ZIP_MAX_BYTES,
  maxUncompressedBytes: RELEASE_UNCOMPRESSED_MAX_BYTES,
  maxRatio: RELEASE_COMPRESSION_RATIO_MAX,
  maxEntries: RELEASE_ENTRIES_MAX,
};

export const refuse = (reason: ReleaseZipRefusal, status = 400) =>
  new AppError(status, releaseZipErrorKey(reason));

class Refusal extends Error {
  constructor(readonly reason: ReleaseZipRefusal) {
    super(reason);
  }
}

/** Entries below this size are never judged by their compression ratio. */
const RATIO_FLOOR = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * A name that could land outside the folder it is unpacked in (zip slip): an absolute path, a drive letter,
 * a backslash (Windows reads it as a separator, and NinjaTrader runs on Windows), a `..` segment, a control
 * character; or a symbolic link, which could point anywhere.
 */
function unsafe(name: string, entry: Entry): boolean {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\')) return true;
  if ([...name].some((char) => char.charCodeAt(0) < 0x20)) return true;
  if (name.split('/').some((segment) => segment === '..')) return true;
  const unixMode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  return unixMode === S_IFLNK;
}

/** Unpacks one entry only to count its bytes, stopping once the archive's total passes the bound. */
function countEntry(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(new Refusal('notZip'));
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          reject(new Refusal('bomb'));
        }
      });
      // yauzl checks each entry against its declared size: a lie about it is a bomb's trick.
      stream.on('error', () => reject(new Refusal('bomb')));
      stream.on('end', () => resolve());
    });
  });
}

function entries(zip: ZipFile): AsyncGenerator<Entry> {
  return (async function* () {
    while (true) {
      const next = await new Promise<Entry | null>((resolve, reject) => {
        zip.once('entry', resolve);
        zip.once('end', () => resolve(null));
        zip.once('error', () => reject(new Refusal('notZip')));
        zip.readEntry();
      });
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      if (!next) return;
      yield next;
    }
  })();
}

const openZip = (body: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(body, { lazyEntries: true, decodeStrings: false }, (error, zip) =>
      error ? reject(new Refusal('notZip')) : resolve(zip),
    ),
  );

/** What the checks found: the entries' names (the NinjaTrader 8 export layout was present). */
export interface CheckedZip {
  names: string[];
  uncompressedBytes: number;
}

async function inspect(body: Buffer, isProtected: boolean, limits: ZipLimits): Promise<CheckedZip> {
  const zip = await openZip(body);
  if (zip.entryCount > limits.maxEntries) throw new Refusal('bomb');
  const names: string[] = [];
  let declared = 0;
  const budget = { left: limits.maxUncompressedBytes };
  for await (const entry of entries(zip)) {
    // Undecoded bytes: the characters that make a path unsafe are ASCII in both CP437 and UTF-8. Every name
    // the entry carries is judged, since unzip tools differ in the one they pick (zip-names.ts).
    const carried = entryNames(body, entry);
    if (carried.names.some((each) => unsafe(each, entry))) throw new Refusal('unsafePath');
    if (!carried.agree) throw new Refusal('namesDiffer');
    const name = carried.names[0]!;
    declared += entry.uncompressedSize;
    if (declared > limits.maxUncompressedBytes) throw new Refusal('bomb');
    // Text and small files may shrink far more than that; only a large entry's ratio says bomb.
    if (
      entry.uncompressedSize > RATIO_FLOOR &&
      entry.uncompressedSize > limits.maxRatio * entry.compressedSize
    ) {
      throw new Refusal('bomb');
    }
    if (isProtected && /\.cs$/i.test(name)) throw new Refusal('sourceInProtected');
    if (!name.endsWith('/')) await countEntry(zip, entry, budget);
    names.push(name);
  }
  zip.close();
  // An NinjaTrader 8 export (Tools > Export > NinjaScript Add-On) has Info.xml at its root; a compiled one
  // carries its assembly there. AdditionalReferences.txt, templates/ and workspaces/ are optional.
  const root = names.filter((name) => !name.includes('/'));
  if (!root.some((name) => name === 'Info.xml' || /\.dll$/i.test(name))) throw new Refusal('layout');
  return { names, uncompressedBytes: declared };
}

/**
 * Checks an uploaded release zip (docs/rules/releases.md): a real zip within the size limit, no entry that
 * escapes its folder under any of its names (and no entry whose names disagree), no bomb (total unpacked size and ratio bounded, every entry really unpacked and
 * counted), the NinjaTrader 8 export layout, and no `.cs` source in a protected product. Each refusal is an
 * `AppError` with its `releases.zip.*` key.
 */
export async function checkReleaseZip(
  body: unknown,
  isProtected: boolean,
  limits: ZipLimits = releaseZipLimits,
): Promise<CheckedZip> {
  if (!Buffer.isBuffer(body)) throw refuse('notZip');
  if (body.length > limits.maxBytes) throw refuse('tooLarge', 413);
  if (body.length < 22) throw refuse('notZip');
  try {
    return await inspect(body, isProtected, limits);
  } catch (error) {
    if (error instanceof Refusal || error instanceof ZipNamesError) throw refuse(error.reason);
    throw refuse('notZip');
  }
}
