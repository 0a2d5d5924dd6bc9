import { submitRequest } from './submit';

export const POST = submitRequest;
