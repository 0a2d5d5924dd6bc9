/** The longest text a "no" may carry, counted after line breaks became spaces (the form's maxlength too). */
export const MAX_COMMENT = 500;
