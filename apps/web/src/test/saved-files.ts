import { onTestFinished, vi } from 'vitest';

/**
 * The names of the files a component saves through `saveBlob` (a temporary link it clicks) during the current
 * test; the browser's download itself is not run.
 */
export function savedFiles(): string[] {
  const saved: string[] = [];
  const spies = [
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file'),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    }),
  ];
  onTestFinished(() => {
    for (const spy of spies) spy.mockRestore();
  });
  return saved;
}
