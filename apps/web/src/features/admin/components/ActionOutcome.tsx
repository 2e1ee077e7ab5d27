import { ErrorAlert } from '@/shared/ui/ErrorAlert';

/** What a row action answered, already translated. */
export type ActionOutcome = { kind: 'success' | 'error'; text: string };

/** A row action's outcome above its list: the server's refusal, or the green note of what was done. */
export function ActionOutcomeBanner({ outcome, testId }: { outcome: ActionOutcome | null; testId: string }) {
  if (!outcome) return null;
  if (outcome.kind === 'error') return <ErrorAlert message={outcome.text} />;
  return (
    <p
      role="status"
      data-testid={testId}
      className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
    >
      {outcome.text}
    </p>
  );
}
