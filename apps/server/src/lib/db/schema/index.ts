export * from './admin';
export * from './catalog';
export * from './delivery';
export * from './messaging';
export * from './orders';
export * from './payments';
export * from './two-factor';
export * from './users';
