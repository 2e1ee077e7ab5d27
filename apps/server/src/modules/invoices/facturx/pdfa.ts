import { readFileSync } from 'node:fs';
import { translate } from '../../../lib/i18n';

/** The embedded XML's name, fixed by Factur-X. */
export const FACTUR_X_FILE = 'factur-x.xml';

/** The fonts a document is written in, by the names `doc.font` takes. */
export interface DocumentFonts {
  regular: string;
  bold: string;
}

/** A document from before Factur-X: pdfkit's built-in Helvetica, not embedded, as it was printed. */
export const builtInFonts: DocumentFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/**
 * A Factur-X document: Liberation Sans (SIL OFL, fonts/OFL.txt), embedded as PDF/A wants, and metric-compatible
 * with Helvetica, so the layout is the one the built-in font gave. Registered on each document by these names.
 */
export const embeddedFonts: DocumentFonts = { regular: 'LiberationSans', bold: 'LiberationSans-Bold' };

const fontFile = (name: string) => readFileSync(new URL(`./fonts/${name}`, import.meta.url));
/** The font files, read once per thread (the PDF worker's) at its first Factur-X document. */
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** Gives the document the embedded fonts under `embeddedFonts`' names. */
export function registerEmbeddedFonts(doc: PDFKit.PDFDocument): void {
  fontFiles ??= {
    regular: fontFile('LiberationSans-Regular.ttf'),
    bold: fontFile('LiberationSans-Bold.ttf'),
  };
  doc.registerFont(embeddedFonts.regular, fontFiles.regular);
  doc.registerFont(embeddedFonts.bold, fontFiles.bold);
}

/**
 * pdfkit's PDF/A-3b: the XMP metadata with its identification, and an output intent with the sRGB ICC profile
 * pdfkit ships (no network). PDF 1.7, which PDF/A-3 is based on.
 */
export const pdfaOptions = {
  subset: 'PDF/A-3b',
  pdfVersion: '1.7',
} as const satisfies PDFKit.PDFDocumentOptions;

/** A metadata value pdfkit writes into the XMP unescaped: the characters XML reserves are left out. */
export const xmpSafe = (text: string) => text.replace(/[<>&]/g, ' ').replace(/\s+/g, ' ').trim();

/** The Factur-X properties of the XMP (Factur-X 1.0, § 6.2.2) and the PDF/A extension schema that declares them. */
const FACTUR_X_XMP = `
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>${FACTUR_X_FILE}</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>${[
            ['DocumentFileName', 'The name of the embedded XML document'],
            ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
            ['Version', 'The actual version of the standard applying to the embedded XML document'],
            ['ConformanceLevel', 'The conformance level of the embedded XML document'],
          ]
            .map(
              ([name, description]) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`,
            )
            .join('')}
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>`;

/**
 * Embeds the XML as `factur-x.xml` with the relationship `Data` (the PDF shows the same data; pdfkit lists it in
 * the catalog's /AF array and the embedded files) and declares it in the XMP. Dated with the document, so the
 * bytes depend on the snapshot alone.
 */
export function attachFacturX(doc: PDFKit.PDFDocument, xml: string, issuedAt: Date): void {
  // pdfkit writes `relationship` as the filespec's /AFRelationship; its type declarations do not list it yet.
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Data' } = {
    name: FACTUR_X_FILE,
    type: 'text/xml',
    relationship: 'Data',
    description: translate('fr', 'documents:facturX.attachment'),
    creationDate: issuedAt,
    modifiedDate: issuedAt,
  };
  doc.file(Buffer.from(xml, 'utf8'), options);
  doc.appendXML(FACTUR_X_XMP);
}
