import { RequestError } from '@/lib/platform/http/request-error';
import { formText } from './messages';
import type { FileProblem } from './multipart';

/**
 * The refusal of a form's file, in the visitor's language: 400, or 413 when the form was
 * refused unread (its declared length over the limit). Its problem says why, for the metrics.
 */
export class FileRefusal extends RequestError {
  constructor(
    readonly problem: FileProblem,
    language: 'az' | 'en',
    maxBytes: number,
    status = 400,
  ) {
    const size = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
    const message = formText.error(language, problem, { size });
    super(`${formText.label(language, 'file')}: ${message}`, { fields: { file: message }, status });
  }
}
