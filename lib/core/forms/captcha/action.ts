/**
 * The reCAPTCHA v3 action name the forms send with their token; the server's check compares the
 * verified token's action with it (one name for both sides).
 */
export const RECAPTCHA_ACTION = 'submit';
