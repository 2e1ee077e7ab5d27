import { describe, expect, it } from 'vitest';
import { readFacturX } from '../../../../test/helpers/facturx';
import { invoiceDocument } from '../../../../test/helpers/invoice-document';
import { renderInvoicePdf } from '../pdf';

/**
 * The PDF/A-3 structure of a Factur-X file, read back with pdf-lib (another library than pdfkit, which wrote it):
 * the XMP metadata, the output intent, the embedded fonts and the embedded XML with its relationship.
 */
const facturX = invoiceDocument({ facturX: true, printedIn: ['fr', 'en'], termsRevision: 3, language: 'en' });

describe('Factur-X PDF/A-3 structure', () => {
  it('declares PDF/A-3b and the Factur-X EN 16931 extension in its XMP metadata', async () => {
    const pdf = await renderInvoicePdf(facturX);
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.7');
    const { xmp } = await readFacturX(pdf);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    // The extension schema declares the fx properties, as PDF/A requires for a custom namespace.
    expect(xmp).toContain(
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    );
    for (const property of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel'])
      expect(xmp).toContain(`<pdfaProperty:name>${property}</pdfaProperty:name>`);
    expect(xmp).toContain('<xmp:CreateDate>2026-03-02T10:00:00Z</xmp:CreateDate>');
  });

  it('has an sRGB output intent and every font embedded', async () => {
    const { outputIntent, fonts } = await readFacturX(await renderInvoicePdf(facturX));
    expect(outputIntent).toMatchObject({ subtype: '/GTS_PDFA1', components: 3 });
    expect(outputIntent!.profileBytes).toBeGreaterThan(1000);
    expect(fonts.length).toBe(2);
    expect(fonts.every((font) => font.embedded && font.name.includes('LiberationSans'))).toBe(true);
  });

  it('embeds factur-x.xml as text/xml with the relationship Data, listed in the catalog’s /AF', async () => {
    const { xml, relationship, listedInAF, subtype } = await readFacturX(await renderInvoicePdf(facturX));
    expect(relationship).toBe('/Data');
    expect(listedInAF).toBe(true);
    expect(subtype).toBe('/text#2Fxml');
    expect(xml).toContain('<ram:ID>FA-2026-000042</ram:ID>');
  });

  it('keeps its XMP well-formed when the seller’s name holds what XML reserves', async () => {
    const seller = { ...facturX.seller, name: 'Dupont & Fils <SARL>' };
    const { xmp } = await readFacturX(await renderInvoicePdf({ ...facturX, seller }));
    expect(xmp).toContain('<rdf:li>Dupont Fils SARL</rdf:li>');
  });

  it('renders the same bytes again from the same snapshot', async () => {
    expect((await renderInvoicePdf(facturX)).equals(await renderInvoicePdf(facturX))).toBe(true);
  });

  it('makes a receipt a PDF/A-3 without invoice data, and leaves a snapshot from before a plain PDF', async () => {
    const receiptPdf = await renderInvoicePdf({ ...facturX, kind: 'receipt', number: '' });
    expect(receiptPdf.includes('pdfaid:part')).toBe(true);
    expect(receiptPdf.includes('factur-x.xml')).toBe(false);
    const before = await renderInvoicePdf(invoiceDocument());
    expect(before.includes('factur-x.xml')).toBe(false);
    expect(before.includes('/FontFile2')).toBe(false);
  });
});
