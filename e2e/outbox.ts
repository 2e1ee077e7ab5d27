import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The e2e server's outbox: every e-mail it sends is an `.eml` file there (playwright.config.ts names the folder). */
const outboxDir = () => join(process.env.E2E_DATA_DIR!, 'outbox');

/** Bytes of a quoted-printable body (soft line breaks joined, `=XX` escapes decoded), read as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The decoded text of every MIME part of a raw message (quoted-printable or base64). Parts are split on the
 * message's own boundary: a text body has lines starting with `--` too (a title's underline).
 */
function readableParts(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const escaped = boundary?.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return raw
    .split(escaped ? new RegExp(`\\r?\\n--${escaped}(?:--)?\\r?\\n`) : /\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split < 0 ? part : part.slice(0, split);
      const body = split < 0 ? '' : part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/**
 * Waits for an e-mail to `to` whose readable text matches `pattern` and returns the match. The server's mail
 * worker writes the outbox every ~2 s.
 */
export async function matchFromOutbox(to: string, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const names = await readdir(outboxDir()).catch(() => [] as string[]);
        for (const name of names
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse()) {
          const raw = await readFile(join(outboxDir(), name), 'utf8');
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) continue;
          found = pattern.exec(readableParts(raw));
          if (found) return true;
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail to ${to} with ${what}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for the e-mail to `to` holding a link to `path` (e.g. `/reset-password`) and returns that link. */
export async function linkFromOutbox(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w.-]+`);
  return (await matchFromOutbox(to, pattern, `a ${path} link`))[0];
}
