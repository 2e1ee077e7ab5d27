import { Suspense } from 'react';
import { lazyWhenIdle } from '@/shared/lazyPart';
import { loadForms } from './loadForms';

const ContactForm = lazyWhenIdle(() => loadForms().then((forms) => forms.ContactForm));

/**
 * The contact form (home page `#contact` section and /support), loaded once the page is idle; until then an
 * empty frame of its size holds its place, so nothing below it moves.
 */
export function ContactSection() {
  return (
    <Suspense
      fallback={
        <div className="min-h-[27rem] rounded-xl border border-slate-800 bg-slate-900/60 sm:min-h-[23rem]" />
      }
    >
      <ContactForm />
    </Suspense>
  );
}
