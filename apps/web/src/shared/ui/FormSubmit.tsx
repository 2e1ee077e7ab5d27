import { Button } from './Button';
import { ErrorAlert } from './ErrorAlert';

interface FormSubmitProps {
  /** Already translated; shown above the button. */
  failure?: string | null;
  /** The form is being sent: the button says so and is disabled. */
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The end of a one-action page form: its failure, if any, then its full-width submit button. */
export function FormSubmit({ failure, pending, label, pendingLabel }: FormSubmitProps) {
  return (
    <>
      {failure && <ErrorAlert message={failure} />}
      <Button type="submit" size="lg" block disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
