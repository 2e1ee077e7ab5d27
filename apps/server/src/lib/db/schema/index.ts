export * from './admin';
export * from './catalog';
export * from './delivery';
export * from './messaging';
export * from './orders';
export * from './payments';
export * from './users';
export * from './two-factor';
