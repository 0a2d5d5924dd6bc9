import { failure } from '@/lib/api/handler';

/** Any address under /api that is not a docs/contract.md §7 call. */
const unknownCall = () => failure('Belə API sorğusu yoxdur / Unknown API call', 404);

export const GET = unknownCall;
export const POST = unknownCall;
export const PUT = unknownCall;
export const PATCH = unknownCall;
export const DELETE = unknownCall;
