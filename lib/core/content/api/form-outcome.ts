import 'server-only';
import { formText } from '@/lib/core/forms/messages';
import { FileRefusal } from '@/lib/core/forms/file-refusal';
import { countForm, type FormName, type FormOutcome } from '@/lib/platform/observability/metrics';
import { RequestError, SourceError } from '@/lib/core/content/source';

const CAPTCHA_TEXTS = new Set([formText.error('az', 'captcha'), formText.error('en', 'captcha')]);

/** Why a submission failed, for the metrics: a fixed reason, never the input. */
export function refusalReason(e: unknown): FormOutcome {
  if (e instanceof FileRefusal && e.problem === 'fileTooLarge') return 'size';
  if (e instanceof RequestError) {
    if (e.status === 413) return 'size';
    return e.fields?.captcha ? 'captcha' : 'validation';
  }
  if (e instanceof SourceError) return CAPTCHA_TEXTS.has(e.message) ? 'captcha' : 'upstream';
  return 'error';
}

/** Counts a form's reply by its outcome (site_form_submissions_total) and returns it. */
export function counted(form: FormName, outcome: FormOutcome, reply: Response): Response {
  countForm(form, outcome);
  return reply;
}
