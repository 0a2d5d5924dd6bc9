import { submitRequest } from '@/lib/forms/submit-request';

export const POST = submitRequest;
