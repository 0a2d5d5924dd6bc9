import { handle } from '@/lib/api/handler';

export const GET = handle('tovsiyyeIller');
