import { ErrorAlert } from '@/shared/ui/ErrorAlert';

export type SectionMessage = { kind: 'error' | 'ok'; text: string } | null;

/** A section's outcome under it: the server's translated refusal, or what was saved. */
export function SectionStatus({ message, testId }: { message: SectionMessage; testId: string }) {
  if (message?.kind === 'error') return <ErrorAlert message={message.text} />;
  if (message?.kind === 'ok')
    return (
      <p role="status" className="text-green-400" data-testid={testId}>
        {message.text}
      </p>
    );
  return null;
}
