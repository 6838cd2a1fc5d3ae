export * from './store';
export * from './side-cart';
