import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZipFile } from 'yazl';
import type { LicenceDeps } from './deps';

type VendorKitDeps = Pick<LicenceDeps, 'config' | 'signer'>;

/** The NinjaScript licence client's source in this repository (clients/ninjascript). */
export const CLIENT_DIR = fileURLToPath(new URL('../../../../../clients/ninjascript', import.meta.url));

const MTIME = new Date('2026-01-01T00:00:00Z');

/** A C# string constant of ShopConfig.cs set to this shop's value (the source ships with placeholders). */
function withConstant(source: string, name: string, value: string): string {
  const pattern = new RegExp(`(public const string ${name} = )"[^"]*";`);
  if (!pattern.test(source)) throw new Error(`ShopConfig.cs has no ${name} constant`);
  return source.replace(pattern, `$1${JSON.stringify(value)};`);
}

const README = (shopUrl: string) => `Licence check for NinjaTrader 8 indicators sold on ${shopUrl}

1. Copy AddOns/ShopLicensing/*.cs into Documents\\NinjaTrader 8\\bin\\Custom\\AddOns\\ShopLicensing.
   ShopConfig.cs already holds this shop's address and public key.
2. In your indicator, from OnStateChange at State.DataLoaded:
     var licence = ShopLicensing.ShopLicence.Check("<product slug or build id>", <this build's release date, UTC>, <pasted text or null>);
   and stop (showing licence.Message) when !licence.IsValid. Indicators/SampleLicensedIndicator.cs does exactly that.
3. Buyers save their licence file in Documents\\NinjaTrader 8\\ShopLicences, or paste it in the indicator's properties.
4. Or they sign in from the indicator: when Check says LicenceStatus.Missing, call
     ShopLicensing.ShopLicence.StartSignIn("<product slug>", <the same release date>);
   the output window and ShopLicence.Notice("<product slug>") (draw it on the chart) show a code to enter on
   ${shopUrl}/activate; once the buyer approves it, Check answers the seat file the shop sent. The sample does so.
5. One build sold as Lite and Premium: give both products the same build id in the shop's product form and
   pass that id to Check instead of the slug; unlock the Premium parts with licence.HasFeature("<feature key>")
   (the keys the product form lists). licence.Edition and licence.UpdatesUntil say the rest.

The shop's documentation, docs/licence-verification.md, walks through every check.
`;

/** The vendor kit's files (path in the zip, content): the client with this shop's URL and key, the sample, a README. */
export async function vendorKitFiles(deps: VendorKitDeps): Promise<{ path: string; content: string }[]> {
  const client = join(CLIENT_DIR, 'ShopLicence');
  const files: { path: string; content: string }[] = [];
  for (const name of (await readdir(client)).filter((file) => file.endsWith('.cs')).sort()) {
    let content = await readFile(join(client, name), 'utf8');
    if (name === 'ShopConfig.cs') {
      content = withConstant(content, 'ShopUrl', deps.config.publicUrl);
      content = withConstant(content, 'PublicKey', deps.signer.describe().jwk.x);
    }
    files.push({ path: `AddOns/ShopLicensing/${name}`, content });
  }
  const sample = await readFile(join(CLIENT_DIR, 'Sample', 'SampleLicensedIndicator.cs'), 'utf8');
  files.push({ path: 'Indicators/SampleLicensedIndicator.cs', content: sample });
  files.push({ path: 'README.txt', content: README(deps.config.publicUrl).replace(/\n/g, '\r\n') });
  return files;
}

/** The vendor kit as a zip laid out like NinjaTrader's Custom folder; stored, not compressed: a few kB of text. */
export async function buildVendorKit(deps: VendorKitDeps): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { path, content } of await vendorKitFiles(deps)) {
    zip.addBuffer(Buffer.from(content), path, { mtime: MTIME, compress: false });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
