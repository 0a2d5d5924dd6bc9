import { handle } from '@/lib/api/handler';

export const POST = handle('reyNov');
