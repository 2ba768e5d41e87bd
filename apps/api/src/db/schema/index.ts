export * from './access.ts';
export * from './platform.ts';
