import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** The page has its own h1: the file's headings sit under the section's h2. */
const demotedHeadings = { h1: 'h3', h2: 'h4', h3: 'h5' } as const;

/**
 * Markdown (a product's long description, a release's changelog), safely: no raw HTML. Its own chunk (react-markdown, remark-gfm and the
 * micromark parser are about half of the product page's code), fetched once the description is there.
 */
export default function MarkdownText({ children }: { children: string }) {
  // GitHub-flavoured Markdown: the "Settings" tables of the descriptions are GFM tables.
  return (
    <Markdown components={demotedHeadings} remarkPlugins={[remarkGfm]}>
      {children}
    </Markdown>
  );
}
