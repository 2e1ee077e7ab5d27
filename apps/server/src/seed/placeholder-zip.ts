import { ZipFile } from 'yazl';

/** A small, valid NinjaScript add-on zip standing in for the real indicator until the owner uploads it. */
export function buildPlaceholderZip(productName: string, slug: string): Promise<Buffer> {
  const zip = new ZipFile();
  const className = slug.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  zip.addBuffer(
    Buffer.from(
      `${productName}\r\n\r\nInstall: NinjaTrader 8 > Tools > Import > NinjaScript Add-On, select this ZIP, restart.\r\n`,
    ),
    'README.txt',
    { mtime: new Date('2026-01-01T00:00:00Z') },
  );
  // The root file of a NinjaTrader 8 export (Tools > Export > NinjaScript Add-On).
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="utf-8"?>\r\n<NinjaTrader>\r\n  <Export>\r\n    <Version>8.1.4.1</Version>\r\n  </Export>\r\n</NinjaTrader>\r\n',
    ),
    'Info.xml',
    { mtime: new Date('2026-01-01T00:00:00Z') },
  );
  zip.addBuffer(
    Buffer.from(
      `namespace NinjaTrader.NinjaScript.Indicators\r\n{\r\n  // Placeholder build of ${productName}.\r\n  public class ${className} : Indicator {}\r\n}\r\n`,
    ),
    `bin/Custom/Indicators/${className}.cs`,
    { mtime: new Date('2026-01-01T00:00:00Z') },
  );
  return zipBuffer(zip);
}

/** Ends `zip` and collects what it writes. */
export function zipBuffer(zip: ZipFile): Promise<Buffer> {
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
