import { z } from 'zod';
import { formLanguage } from '@/lib/core/contract/primitives';
import { messageReply } from '@/lib/core/contract/replies';
import { THEMES } from './theme';

/**
 * POST /api/theme's fields, as the theme form (components/theme) or a script sends them: one
 * definition for the handler (lib/features/theme/request.ts) and the OpenAPI description.
 */
export const themeForm = z.object({
  theme: z.enum(THEMES).describe('The colour theme to keep: light, dark, or the system’s'),
  return: z
    .string()
    .optional()
    .catch(undefined)
    .describe('A form post: the local path to go back to (else the Referer’s, else home)'),
  lang: formLanguage,
});

/** A script's reply (Accept: application/json): the theme now kept in the cookie. */
export const themeReply = messageReply.omit({ message: true }).extend({ theme: z.enum(THEMES) });
export type ThemeReply = z.input<typeof themeReply>;
