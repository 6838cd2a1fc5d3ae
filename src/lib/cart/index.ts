export * from './store';
export * from './totals';
