import { describe, expect, it } from 'vitest';
import { advanceCsvProgress, type CsvProgress } from './downloadCsv';

const bytes = (text: string) => new TextEncoder().encode(text);
const countIn = (chunks: string[]) =>
  chunks.reduce<CsvProgress>((progress, chunk) => advanceCsvProgress(progress, bytes(chunk)), {
    records: 0,
    quoted: false,
  });

describe('counting the records of a streamed CSV', () => {
  it('counts line ends outside quotes, wherever the chunks split', () => {
    const csv =
      '"email","note"\n"a@x.test","line one\nline two"\n"b@x.test","say ""hi""\n"\n"c@x.test","é€"\n';
    expect(countIn([csv])).toEqual({ records: 4, quoted: false });
    for (let split = 1; split < csv.length; split++) {
      expect(countIn([csv.slice(0, split), csv.slice(split)])).toEqual({ records: 4, quoted: false });
    }
  });

  it('is inside a cell while a quoted line break has not closed', () => {
    expect(countIn(['"h"\n"open\n'])).toEqual({ records: 1, quoted: true });
  });
});
