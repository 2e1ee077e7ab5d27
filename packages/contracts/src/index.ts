export * from './catalog';
export * from './checkout';
export * from './common';
export * from './messaging';
export * from './orders';
export * from './users';
