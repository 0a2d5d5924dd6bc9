import type { CallReply } from '@/lib/core/contract/calls';

/** One question of the survey, as the source answers it. */
export type Question = CallReply<'sorguQuestions'>['questions'][number];
/** A visitor's answer to one question: the chosen variant, or the text written. */
export type Answer = { variant?: number; text?: string };
