import { ErrorAlert } from '@/shared/ui/ErrorAlert';

/**
 * What a row action answered, already translated: done (`success`), answered without the change asked for
 * (`notice`: an outside service still down, a verdict that changes nothing), or refused (`error`).
 */
export type ActionOutcome = { kind: 'success' | 'notice' | 'error'; text: string };

const tones = {
  success: 'border-green-500/40 bg-green-500/10 text-green-300',
  notice: 'border-amber-500/40 bg-amber-500/10 text-amber-200',
} as const;

/** A row action's outcome above its list: the server's refusal, or the note of what was done. */
export function ActionOutcomeBanner({ outcome, testId }: { outcome: ActionOutcome | null; testId: string }) {
  if (!outcome) return null;
  if (outcome.kind === 'error') return <ErrorAlert message={outcome.text} />;
  return (
    <p role="status" data-testid={testId} className={`rounded-lg border px-4 py-3 ${tones[outcome.kind]}`}>
      {outcome.text}
    </p>
  );
}
