import { handle } from '@/lib/api/handler';

export const GET = handle('sorguQuestions');
export const POST = handle('sorguAnswer');
