import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';

export type SectionMessage = { kind: 'error' | 'ok'; text: string } | null;

/**
 * A selling section's save button and, under it, its outcome: the server's translated refusal or what was
 * saved. Test ids: `<name>-save`, `<name>-success`.
 */
export function SectionSave({
  name,
  label,
  pending,
  message,
  onSave,
}: {
  name: string;
  label: string;
  pending: boolean;
  message: SectionMessage;
  onSave(): void;
}) {
  return (
    <>
      <button
        type="button"
        className={buttonClass({ size: 'sm' })}
        disabled={pending}
        onClick={onSave}
        data-testid={`${name}-save`}
      >
        {label}
      </button>
      {message?.kind === 'error' && <ErrorAlert message={message.text} />}
      {message?.kind === 'ok' && (
        <p role="status" className="text-green-400" data-testid={`${name}-success`}>
          {message.text}
        </p>
      )}
    </>
  );
}
