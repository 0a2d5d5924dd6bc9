/** docs/contract.md §9: the request text is 100 to 2000 characters. */
export const TEXT_MIN = 100;
export const TEXT_MAX = 2000;
/** docs/contract.md §9: request type 5 is the audit proposal. */
export const AUDIT_PROPOSAL = 5;

/** The request form's fields in the order they appear (docs/contract.md §3). */
export const REQUEST_FIELDS = [
  'ad',
  'soyad',
  'ata_ad',
  'olke',
  'seher',
  'unvan',
  'tevellud',
  'nomre',
  'e_poct',
  'sosial_durum',
  'muraciet_novu',
  'qurum',
  'qurum_text',
  'file',
  'muraciet_metni',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

/** The request form's text fields (every field but the file), in the contract's order. */
export const REQUEST_TEXT_FIELDS = REQUEST_FIELDS.filter(
  (f): f is Exclude<RequestField, 'file'> => f !== 'file',
);
export type RequestTextField = (typeof REQUEST_TEXT_FIELDS)[number];
/** The request form's text fields as typed. */
export type RequestFormValues = Record<RequestTextField, string>;

/** Why a field was refused; each code has a text under FormErrors in messages/forms.*.json. */
export const FIELD_ERROR_CODES = [
  'required',
  'characters',
  'tooLong',
  'textTooShort',
  'textTooLong',
  'email',
  'phone',
  'date',
  'dateDay',
  'dateMonth',
  'dateYear',
  'dateYearDigits',
  'dateFuture',
  'dateTooOld',
  'invalid',
  'fileTooLarge',
  'fileType',
  'fileNotAllowed',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The fields whose "required" refusal says what to do in their own words (FormErrors.requiredFields). */
type NamedRequired = Exclude<RequestField, 'qurum_text' | 'file'>;

/**
 * The text key of a field's refusal under FormErrors: a missing value says
 * what to do for that field ("Enter your first name"), the other codes
 * their own text. Used by the server's replies and the form's own check.
 */
export function errorKey(
  field: string,
  code: FieldErrorCode,
): FieldErrorCode | `requiredFields.${NamedRequired}` {
  const named = REQUEST_FIELDS.find((f) => f === field);
  if (code !== 'required' || !named || named === 'qurum_text' || named === 'file') return code;
  return `requiredFields.${named}`;
}
