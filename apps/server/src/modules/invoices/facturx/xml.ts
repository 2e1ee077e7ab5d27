/** A piece of XML already written, or nothing (left out). */
export type XmlPart = string | null | undefined | false;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text or an attribute value made safe for XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => escapes[character]!);
}

/**
 * One element: its text (escaped) or its children (written already, the ones left out skipped), each on a line
 * of its own, so the file reads well in an accountant's viewer. An element with nothing in it is left out, as
 * the Factur-X schema wants no empty optional element.
 */
export function el(
  name: string,
  content: string | XmlPart[],
  attributes: Record<string, string> = {},
): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof content === 'string')
    return content === '' ? '' : `<${name}${attrs}>${escapeXml(content)}</${name}>`;
  const children = content.filter((part): part is string => !!part);
  if (children.length === 0) return '';
  return `<${name}${attrs}>\n${children.join('\n')}\n</${name}>`;
}
