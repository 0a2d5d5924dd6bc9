export * from './publications';
export * from './records';
export * from './site';
export * from './documents';
export * from './recommendations';
export * from './forms';
export * from './search';
export * from './alerts';
