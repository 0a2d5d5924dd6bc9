// The request form's check as the browser loads it (components/forms/use-request-form.ts,
// on the visitor's first keystroke): zod set to interpret its parsers (the CSP forbids the
// eval it would otherwise test for) before the schema is used. The only zod in the browser.
import '@/lib/platform/security/zod-jitless';

export { checkRequestForm } from '@/lib/core/contract/request-form';
