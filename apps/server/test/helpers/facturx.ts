import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  type PDFHexString,
  PDFName,
  PDFRawStream,
  type PDFString,
  PDFDocument as PdfLib,
} from 'pdf-lib';
import { validateXML } from 'xmllint-wasm';

/**
 * Reading a Factur-X file back with other tools than the ones that wrote it (pdfkit and our CII writer):
 * pdf-lib for the PDF's structure and the embedded file, xmllint (libxml2, WebAssembly) with the official
 * Factur-X 1.07.3 EN 16931 schema (test/facturx-xsd, README there) for the XML, fast-xml-parser to read it.
 */

const xsdFolder = new URL('../facturx-xsd/', import.meta.url);
const xsd = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(name, xsdFolder), 'utf8'),
});
const MAIN_XSD = 'Factur-X_1.07.3_EN16931.xsd';
const importedXsds = [
  'QualifiedDataType',
  'ReusableAggregateBusinessInformationEntity',
  'UnqualifiedDataType',
].map((part) => xsd(`Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_${part}_100.xsd`));

/** xmllint's verdict on the XML against the EN 16931 schema: the errors, none when valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [xsd(MAIN_XSD)],
    preload: importedXsds,
  });
  return result.errors.map((error) => error.rawMessage);
}

const text = (value: unknown) => (value as PDFString | PDFHexString).decodeText();

/** What a Factur-X PDF holds, as pdf-lib reads it. */
export interface FacturXParts {
  pdf: PDFDocument;
  /** The embedded `factur-x.xml`, decoded. */
  xml: string;
  /** The filespec's /AFRelationship and whether the catalog's /AF array lists it. */
  relationship: string;
  listedInAF: boolean;
  subtype: string;
  /** The catalog's XMP metadata stream. */
  xmp: string;
  /** The first output intent's subtype and its ICC profile's colour components. */
  outputIntent: { subtype: string; components: number; profileBytes: number } | null;
  /** Each font's base name and whether its file is embedded. */
  fonts: { name: string; embedded: boolean }[];
}

/** The stream under `key`, as written (not decoded yet). */
function streamAt(dict: PDFDict, key: string): PDFRawStream {
  const object = dict.lookup(PDFName.of(key));
  if (!(object instanceof PDFRawStream)) throw new Error(`no stream under /${key}`);
  return object;
}

export async function readFacturX(bytes: Uint8Array): Promise<FacturXParts> {
  const pdf = await PdfLib.load(bytes, { updateMetadata: false });
  const catalog = pdf.catalog;
  const af = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  const specs = af ? af.asArray().map((ref) => pdf.context.lookup(ref, PDFDict)) : [];
  const spec = specs.find((candidate) => text(candidate.get(PDFName.of('F'))) === 'factur-x.xml');
  // The named embedded files, the other way a reader finds it.
  const names = catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict);
  const named = names.lookup(PDFName.of('Names'), PDFArray).asArray();
  const namedSpec = pdf.context.lookup(named[1]!, PDFDict);
  const fileSpec = spec ?? namedSpec;
  const stream = streamAt(fileSpec.lookup(PDFName.of('EF'), PDFDict), 'F');
  const xml = Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  const metadata = streamAt(catalog, 'Metadata');
  const intents = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  const intent = intents ? pdf.context.lookup(intents.get(0), PDFDict) : undefined;
  const profile = intent && streamAt(intent, 'DestOutputProfile');
  const fonts: FacturXParts['fonts'] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const subtype = object.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Type0')) continue; // its descendant font carries the descriptor
    const descriptor = object.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    fonts.push({
      name: String(object.get(PDFName.of('BaseFont'))),
      embedded:
        !!descriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key))),
    });
  }
  return {
    pdf,
    xml,
    relationship: String(fileSpec.get(PDFName.of('AFRelationship'))),
    listedInAF: spec !== undefined,
    subtype: String(stream.dict.get(PDFName.of('Subtype'))),
    xmp: Buffer.from(metadata.getContents()).toString('utf8'),
    outputIntent:
      intent && profile
        ? {
            subtype: String(intent.get(PDFName.of('S'))),
            components: Number(String(profile.dict.get(PDFName.of('N')))),
            profileBytes: decodePDFRawStream(profile).decode().length,
          }
        : null,
    fonts,
  };
}

/** Elements that may repeat, read as arrays always. */
const repeated = new Set([
  'IncludedSupplyChainTradeLineItem',
  'SpecifiedTradeAllowanceCharge',
  'ApplicableTradeTax',
  'TaxTotalAmount',
  'IncludedNote',
  'SpecifiedTaxRegistration',
]);

/** The XML as a plain object, namespace prefixes dropped, attributes under `@_`. */
export function parseCii(xml: string) {
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => repeated.has(name),
  });
  return parser.parse(xml).CrossIndustryInvoice as CiiTree;
}

// A loose reading of the tree: the tests name the paths they check.
// biome-ignore lint/suspicious/noExplicitAny: the parsed XML's shape is what the tests assert
export type CiiTree = any;

/** An amount element's value in cents (`123.45` → 12345), whether it carries attributes or not. */
export function cents(value: unknown): number {
  const raw = typeof value === 'object' && value !== null ? (value as { '#text': string })['#text'] : value;
  return Math.round(Number(raw) * 100);
}
