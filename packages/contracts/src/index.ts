export * from './catalog';
export * from './common';
